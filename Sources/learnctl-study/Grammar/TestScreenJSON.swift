import LearnCore

/// The Test screen's JSON lines: each event one object whose "type" is "question", "chosen",
/// "notice", "result", "summary", "confirm" or "paused". Option numbers count from 1.
enum TestScreenJSON {
    /// The object that stands for `event` of attempt `attemptId`; `resumeHint` is the command
    /// that continues a paused attempt.
    static func object(_ event: TestScreenEvent, attemptId: Int64, title: String, resumeHint: String) -> any Encodable {
        switch event {
        case .session(.question(let question)):
            let topic = question.topic.flatMap { topic in question.skill.map { (topic, $0) } }
            return Question(attempt: attemptId, title: title, number: question.number, total: question.total, id: question.question.id,
                            level: question.question.level?.rawValue, prompt: question.question.prompt, options: question.options,
                            topic: topic?.0, skill: topic?.1)
        case .session(.chosen(let option, let text)):
            return Chosen(option: option + 1, text: text)
        case .session(.notice(let notice)):
            return MessageJSON.notice(notice.description)
        case .session(.result(let result)):
            return Result(id: result.question.question.id, correct: result.isCorrect, chosenOption: result.chosenOption + 1,
                          chosenAnswer: result.chosenAnswer, correctOption: result.question.correctOption + 1,
                          correctAnswer: result.correctAnswer, explanation: result.explanation, feedback: result.feedback)
        case .session(.summary(let summary)):
            return Summary(attempt: summary.attemptId, title: summary.title, correct: summary.correct, incorrect: summary.incorrect,
                           total: summary.correct + summary.incorrect, percent: summary.percent, missed: summary.missed.map {
                               Missed(id: $0.questionId, prompt: $0.prompt, yourAnswer: $0.chosenAnswer, correctAnswer: $0.correctAnswer)
                           })
        case .session(.confirmSubmit(let unanswered)):
            return Confirm(unanswered: unanswered,
                           message: "\(unanswered) of the questions are not answered yet and will count as wrong. Submit anyway? Answer yes or no.")
        case .session(.paused(let attemptId, let answered, let total)):
            return Paused(attempt: attemptId, answered: answered, total: total, message: "Run `\(resumeHint)` to continue.")
        case .unknownInput(let line):
            return MessageJSON.notice("Unknown input “\(line)”. Type an option number, choose N, check, continue or quit.")
        case .status(let text):
            return MessageJSON.notice(text)
        }
    }

    /// A question card; a generated test's also names its topic and skill.
    struct Question: Encodable {
        let type = "question"
        let attempt: Int64, title: String, number: Int, total: Int, id: String
        @Nullable var level: String?
        let prompt: String, options: [String], topic: String?, skill: String?
    }

    /// The option chosen.
    struct Chosen: Encodable {
        let type = "chosen"
        let option: Int, text: String
    }

    /// The result card after Check; `feedback` is the chosen option's own (null when it has none),
    /// `explanation` empty when the question gives none.
    struct Result: Encodable {
        let type = "result"
        let id: String, correct: Bool, chosenOption: Int, chosenAnswer: String, correctOption: Int, correctAnswer: String, explanation: String
        @Nullable var feedback: String?

        enum CodingKeys: String, CodingKey {
            case type, id, correct, explanation, feedback, chosenOption = "chosen_option", chosenAnswer = "chosen_answer"
            case correctOption = "correct_option", correctAnswer = "correct_answer"
        }
    }

    /// The summary card, with the questions answered wrongly.
    struct Summary: Encodable {
        let type = "summary"
        let attempt: Int64, title: String, correct: Int, incorrect: Int, total: Int, percent: Int, missed: [Missed]
    }

    struct Missed: Encodable {
        let id: String, prompt: String, yourAnswer: String, correctAnswer: String

        enum CodingKeys: String, CodingKey {
            case id, prompt, yourAnswer = "your_answer", correctAnswer = "correct_answer"
        }
    }

    /// Submitting would leave questions unanswered: the next input line says yes or no.
    struct Confirm: Encodable {
        let type = "confirm"
        let unanswered: Int, message: String
    }

    /// The learner left before the end; the attempt can be resumed.
    struct Paused: Encodable {
        let type = "paused"
        let attempt: Int64, answered: Int, total: Int, message: String
    }
}
