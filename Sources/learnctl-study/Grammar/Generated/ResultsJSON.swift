import Foundation
import LearnCore

/// A submitted test's results as one JSON object of type "results": the score card, what the
/// test covered, and every question with its options, the correct one, the learner's choice
/// (null when not answered) and the explanation. Option numbers count from 1.
struct ResultsJSON: Encodable {
    let type = "results"
    let test: Int64, title: String, percent: Int, correct: Int, total: Int, unanswered: Int
    let band: String, label: String, colour: String, interpretation: String
    let topics: [TestTopicJSON], levels: [String: Int], skills: [String: Int]
    @Nullable var submittedAt: Date?
    let questions: [Question]

    enum CodingKeys: String, CodingKey {
        case type, test, title, percent, correct, total, unanswered, band, label, colour, interpretation
        case topics, levels, skills, questions, submittedAt = "submitted_at"
    }

    init(_ results: TestResults) {
        let band = results.band
        (test, title, percent) = (results.test.id ?? 0, results.test.title, results.percent)
        (correct, total, unanswered) = (results.correct, results.total, results.unanswered)
        (self.band, label, colour, interpretation) = (band.rawValue, band.label, band.colour, band.interpretation)
        topics = results.topics.map(TestTopicJSON.init)
        (levels, skills) = (TestCountsJSON.levels(results.levelCounts), TestCountsJSON.skills(results.skillCounts))
        submittedAt = results.test.submittedAt
        questions = results.questions.enumerated().map { index, question in
            Question(number: index + 1, id: question.sourceId, skill: question.skill.rawValue, topic: question.topicName,
                     level: question.level?.rawValue, prompt: question.prompt, options: question.options,
                     correctOption: question.correctOption + 1, chosenOption: question.chosenOption.map { $0 + 1 },
                     correct: question.isCorrect == true, explanation: question.explanation)
        }
    }

    /// A question of the test, with the learner's answer.
    struct Question: Encodable {
        let number: Int, id: String, skill: String, topic: String
        @Nullable var level: String?
        let prompt: String, options: [String], correctOption: Int
        @Nullable var chosenOption: Int?
        let correct: Bool, explanation: String

        enum CodingKeys: String, CodingKey {
            case number, id, skill, topic, level, prompt, options, correct, explanation
            case correctOption = "correct_option", chosenOption = "chosen_option"
        }
    }
}
