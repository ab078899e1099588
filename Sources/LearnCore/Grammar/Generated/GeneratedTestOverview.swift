/// A generated test as `learnctl tests list` shows it: its state with its progress or score.
public struct GeneratedTestOverview: Sendable, Equatable {
    public let test: GeneratedTest
    public let total: Int
    public let answered: Int
    public let correct: Int

    /// The score of a submitted test (unanswered questions count as wrong).
    public var percent: Int { Score.percent(correct, of: total) }
}
