import GRDB

/// Where a card is in its schedule: never studied, in its first learning steps, reviewed
/// at day-long intervals, or relearning after a lapse.
public enum CardState: String, Codable, Sendable, CaseIterable, DatabaseValueConvertible {
    case new
    case learning
    case review
    case relearning
}
