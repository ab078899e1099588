import Foundation

/// A line of the test history.
public struct AttemptOverview: Sendable, Equatable {
    public let attempt: GrammarAttempt
    /// How many questions have been answered, and how many of them correctly.
    public let answered: Int
    public let correct: Int

    public var isFinished: Bool { attempt.finishedAt != nil }
    /// The score over the answered questions, in percent.
    public var percent: Int { Score.percent(correct, of: answered) }
}
