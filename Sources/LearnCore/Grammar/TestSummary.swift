/// The summary card at the end of an attempt.
public struct TestSummary: Sendable, Equatable {
    public let attemptId: Int64
    public let title: String
    public let correct: Int
    public let incorrect: Int
    /// The answers that were wrong, in the order they were given.
    public let missed: [GrammarAnswer]

    init(attempt: GrammarAttempt, answers: [GrammarAnswer]) {
        attemptId = attempt.id ?? 0
        title = attempt.title
        correct = answers.filter(\.isCorrect).count
        incorrect = answers.count - correct
        missed = answers.filter { !$0.isCorrect }
    }

    /// The share of correct answers, rounded to a whole percent.
    public var percent: Int { Score.percent(correct, of: correct + incorrect) }
}
