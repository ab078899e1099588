import Foundation
import LearnCore

/// A submitted test's results as one JSON object of type "results": the score card, what the
/// test covered, and every question with its options, the correct one, the learner's choice and
/// the explanation. Option numbers count from 1.
struct ResultsJSON: Encodable {
    let type = "results"
    let test: Int64
    let title: String
    let percent: Int
    let correct: Int
    let total: Int
    let unanswered: Int
    let band: String
    let label: String
    let colour: String
    let interpretation: String
    let topics: [TestTopicJSON]
    let levels: [String: Int]
    let skills: [String: Int]
    @Nullable var submittedAt: Date?
    let questions: [Question]

    init(_ results: TestResults) {
        let band = results.band
        test = results.test.id ?? 0
        title = results.test.title
        percent = results.percent
        correct = results.correct
        total = results.total
        unanswered = results.unanswered
        self.band = band.rawValue
        label = band.label
        colour = band.colour
        interpretation = band.interpretation
        topics = results.topics.map(TestTopicJSON.init)
        levels = TestCountsJSON.levels(results.levelCounts)
        skills = TestCountsJSON.skills(results.skillCounts)
        submittedAt = results.test.submittedAt
        questions = results.questions.enumerated().map { Question($1, number: $0 + 1) }
    }

    enum CodingKeys: String, CodingKey {
        case type, test, title, percent, correct, total, unanswered, band, label, colour, interpretation
        case topics, levels, skills, questions
        case submittedAt = "submitted_at"
    }

    /// A question of the test, with the learner's answer (null when not answered).
    struct Question: Encodable {
        let number: Int
        let id: String
        let skill: String
        let topic: String
        @Nullable var level: String?
        let prompt: String
        let options: [String]
        let correctOption: Int
        @Nullable var chosenOption: Int?
        let correct: Bool
        let explanation: String

        init(_ question: GeneratedQuestion, number: Int) {
            self.number = number
            id = question.sourceId
            skill = question.skill.rawValue
            topic = question.topicName
            level = question.level?.rawValue
            prompt = question.prompt
            options = question.options
            correctOption = question.correctOption + 1
            chosenOption = question.chosenOption.map { $0 + 1 }
            correct = question.isCorrect == true
            explanation = question.explanation
        }

        enum CodingKeys: String, CodingKey {
            case number, id, skill, topic, level, prompt, options, correct, explanation
            case correctOption = "correct_option", chosenOption = "chosen_option"
        }
    }
}
