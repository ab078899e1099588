import GRDB

/// The number of sentences practised together: 3, 6 or 9.
public enum ClozeGroupSize: Int, Codable, Sendable, CaseIterable, DatabaseValueConvertible {
    case three = 3
    case six = 6
    case nine = 9
}
