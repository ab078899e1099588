import Foundation
import LearnCore
import ListenClient

/// The Test screen as JSON: every card is one object on a line of its own, with a "type" of
/// "question", "chosen", "notice", "result", "summary" or "paused".
struct JSONTestScreenView: TestScreenView {
    let attemptId: Int64
    let title: String
    /// The command that continues a paused attempt.
    var resumeHint = "learnctl tests resume"

    mutating func show(_ event: TestEvent) throws {
        switch event {
        case .question(let question):
            var card: [String: Any] = [
                "type": "question", "attempt": attemptId, "title": title,
                "number": question.number, "total": question.total, "id": question.question.id,
                "level": question.question.level.map { $0.rawValue as Any } ?? NSNull(), "prompt": question.question.prompt,
                "options": question.options,
            ]
            if let topic = question.topic, let skill = question.skill {
                card["topic"] = topic
                card["skill"] = skill
            }
            try emit(card)
        case .chosen(let option, let text):
            try emit(["type": "chosen", "option": option + 1, "text": text])
        case .notice(let notice):
            try emit(["type": "notice", "message": notice.description])
        case .result(let result):
            try emit([
                "type": "result", "id": result.question.question.id, "correct": result.isCorrect,
                "chosen_option": result.chosenOption + 1, "chosen_answer": result.chosenAnswer,
                "correct_option": result.question.correctOption + 1, "correct_answer": result.correctAnswer,
                "explanation": result.explanation,
            ])
        case .summary(let summary):
            try emit([
                "type": "summary", "attempt": summary.attemptId, "title": summary.title,
                "correct": summary.correct, "incorrect": summary.incorrect,
                "total": summary.correct + summary.incorrect, "percent": summary.percent,
                "missed": summary.missed.map { answer in
                    [
                        "id": answer.questionId, "prompt": answer.prompt,
                        "your_answer": answer.chosenAnswer, "correct_answer": answer.correctAnswer,
                    ]
                },
            ])
        case .confirmSubmit(let unanswered):
            try emit([
                "type": "confirm", "unanswered": unanswered,
                "message": "\(unanswered) of the questions are not answered yet and will count as wrong. "
                    + "Submit anyway? Answer yes or no.",
            ])
        case .paused(let attemptId, let answered, let total):
            try emit([
                "type": "paused", "attempt": attemptId, "answered": answered, "total": total,
                "message": "Run `\(resumeHint)` to continue.",
            ])
        }
    }

    mutating func showUnknownInput(_ line: String) throws {
        try emit([
            "type": "notice",
            "message": "Unknown input “\(line)”. Type an option number, choose N, check, continue or quit.",
        ])
    }

    mutating func showStatus(_ text: String) throws {
        try emit(["type": "notice", "message": text])
    }

    private func emit(_ object: [String: Any]) throws {
        try JSONLines.print(object: object)
    }
}
