import Foundation
import GRDB

/// An attempt whose answers checked on the Test screen are kept one a row (``GrammarAttempt``
/// in `grammarAnswer`, a quiz's ``PracticeAttempt`` in `quizAnswer`).
protocol AttemptWithAnswerRows: FinishableAttempt, AutoIncrementedRecord, Sendable {
    associatedtype Answer: CheckedAnswerRow
    /// What the attempt is called on its cards.
    var cardTitle: String { get }
    /// What saving an answer another learnctl saved first throws.
    static var answeredElsewhere: Error { get }
    /// The row of `result`, checked at `now`.
    func answerRow(for result: CheckResult, at now: Date) -> Answer
    /// The id of the question `answer` answers, as the summary names it.
    func questionId(of answer: Answer) -> String
}

/// A row keeping one checked answer, with the texts it was judged by.
protocol CheckedAnswerRow: MutablePersistableRecord, Sendable {
    /// The question's place in the attempt, from 0.
    var position: Int { get }
    var prompt: String { get }
    var chosenAnswer: String { get }
    var correctAnswer: String { get }
    var isCorrect: Bool { get }
}

/// Keeps an attempt's checked answers as rows, the last one finishing the attempt, and sums
/// them up.
struct CheckedAnswerRecorder<Attempt: AttemptWithAnswerRows>: TestAnswerRecorder, Sendable {
    var attempt: Attempt
    var answers: [Attempt.Answer]
    let database: LearnDatabase
    let clock: LearnClock

    var attemptId: Int64 { attempt.id ?? 0 }

    mutating func record(_ result: CheckResult, completing: Bool) throws {
        let now = clock.now()
        var answer = attempt.answerRow(for: result, at: now)
        try database.record(&answer, of: &attempt, completing: completing, at: now, duplicate: Attempt.answeredElsewhere)
        answers.append(answer)
    }

    mutating func finish() throws -> TestSummary {
        try database.finish(&attempt, at: clock.now())
        let ordered = answers.sorted { $0.position < $1.position }
        return TestSummary(
            attemptId: attemptId, title: attempt.cardTitle,
            answers: ordered.map {
                MissedQuestion(questionId: attempt.questionId(of: $0), prompt: $0.prompt,
                               chosenAnswer: $0.chosenAnswer, correctAnswer: $0.correctAnswer)
            },
            correctness: ordered.map(\.isCorrect))
    }
}
