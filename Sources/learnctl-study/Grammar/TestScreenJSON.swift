import LearnCore

/// One line of the Test screen's JSON output: an object whose "type" is "question", "chosen",
/// "notice", "result", "summary", "confirm" or "paused". Option numbers count from 1.
struct TestScreenJSON: Encodable {
    let event: TestScreenEvent
    let attemptId: Int64
    let title: String
    /// The command that continues a paused attempt.
    let resumeHint: String

    private enum Key: String, CodingKey {
        case type, attempt, title, number, total, id, level, prompt, options, topic, skill, option, text, message
        case correct, incorrect, percent, missed, explanation, unanswered, answered
        case chosenOption = "chosen_option", chosenAnswer = "chosen_answer"
        case correctOption = "correct_option", correctAnswer = "correct_answer"
    }

    func encode(to encoder: any Encoder) throws {
        switch event {
        case .unknownInput(let line):
            return try MessageJSON.notice("Unknown input “\(line)”. Type an option number, choose N, check, continue or quit.").encode(to: encoder)
        case .status(let text):
            return try MessageJSON.notice(text).encode(to: encoder)
        case .session(let event):
            var object = encoder.container(keyedBy: Key.self)
            try encode(event, in: &object)
        }
    }

    private func encode(_ event: TestEvent, in object: inout KeyedEncodingContainer<Key>) throws {
        switch event {
        case .question(let question):
            try object.encode("question", forKey: .type)
            try object.encode(attemptId, forKey: .attempt)
            try object.encode(title, forKey: .title)
            try object.encode(question.number, forKey: .number)
            try object.encode(question.total, forKey: .total)
            try object.encode(question.question.id, forKey: .id)
            try object.encode(question.question.level?.rawValue, forKey: .level)
            try object.encode(question.question.prompt, forKey: .prompt)
            try object.encode(question.options, forKey: .options)
            if let topic = question.topic, let skill = question.skill {
                try object.encode(topic, forKey: .topic)
                try object.encode(skill, forKey: .skill)
            }
        case .chosen(let option, let text):
            try object.encode("chosen", forKey: .type)
            try object.encode(option + 1, forKey: .option)
            try object.encode(text, forKey: .text)
        case .notice(let notice):
            try object.encode("notice", forKey: .type)
            try object.encode(notice.description, forKey: .message)
        case .result(let result):
            try object.encode("result", forKey: .type)
            try object.encode(result.question.question.id, forKey: .id)
            try object.encode(result.isCorrect, forKey: .correct)
            try object.encode(result.chosenOption + 1, forKey: .chosenOption)
            try object.encode(result.chosenAnswer, forKey: .chosenAnswer)
            try object.encode(result.question.correctOption + 1, forKey: .correctOption)
            try object.encode(result.correctAnswer, forKey: .correctAnswer)
            try object.encode(result.explanation, forKey: .explanation)
        case .summary(let summary):
            try object.encode("summary", forKey: .type)
            try object.encode(summary.attemptId, forKey: .attempt)
            try object.encode(summary.title, forKey: .title)
            try object.encode(summary.correct, forKey: .correct)
            try object.encode(summary.incorrect, forKey: .incorrect)
            try object.encode(summary.correct + summary.incorrect, forKey: .total)
            try object.encode(summary.percent, forKey: .percent)
            try object.encode(summary.missed.map(Missed.init), forKey: .missed)
        case .confirmSubmit(let unanswered):
            try object.encode("confirm", forKey: .type)
            try object.encode(unanswered, forKey: .unanswered)
            try object.encode("\(unanswered) of the questions are not answered yet and will count as wrong. Submit anyway? Answer yes or no.",
                              forKey: .message)
        case .paused(let attemptId, let answered, let total):
            try object.encode("paused", forKey: .type)
            try object.encode(attemptId, forKey: .attempt)
            try object.encode(answered, forKey: .answered)
            try object.encode(total, forKey: .total)
            try object.encode("Run `\(resumeHint)` to continue.", forKey: .message)
        }
    }

    /// A question answered wrongly, in the summary.
    private struct Missed: Encodable {
        let id: String
        let prompt: String
        let yourAnswer: String
        let correctAnswer: String

        init(_ question: MissedQuestion) {
            (id, prompt, yourAnswer, correctAnswer) = (question.questionId, question.prompt, question.chosenAnswer, question.correctAnswer)
        }

        enum CodingKeys: String, CodingKey {
            case id, prompt
            case yourAnswer = "your_answer", correctAnswer = "correct_answer"
        }
    }
}
