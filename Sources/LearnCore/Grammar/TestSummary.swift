/// The summary card at the end of an attempt.
public struct TestSummary: Sendable, Equatable {
    public let attemptId: Int64
    public let title: String
    public let correct: Int
    public let incorrect: Int
    /// The answers that were wrong, in the order they were given.
    public let missed: [MissedQuestion]

    /// The summary of `answers`, each right or wrong as `correctness` says.
    init(attemptId: Int64, title: String, answers: [MissedQuestion], correctness: [Bool]) {
        self.attemptId = attemptId
        self.title = title
        correct = correctness.filter { $0 }.count
        incorrect = correctness.count - correct
        missed = zip(answers, correctness).filter { !$1 }.map(\.0)
    }

    /// The share of correct answers, rounded to a whole percent.
    public var percent: Int { Score.percent(correct, of: correct + incorrect) }
}

/// A question answered wrongly, as the summary lists it.
public struct MissedQuestion: Sendable, Equatable {
    public let questionId: String
    public let prompt: String
    public let chosenAnswer: String
    public let correctAnswer: String
}
