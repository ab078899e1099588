import Foundation
import GRDB

/// A dictation line as checked: what was typed, each word's verdict, and the help used.
public struct DictationLineResult: Codable, Sendable, Equatable, FetchableRecord, AutoIncrementedRecord, AccountOwnedRecord {
    public static let databaseTableName = "dictationLine"

    public var id: Int64?
    public var accountId: Int64
    public var attemptId: Int64
    /// The 1-based transcript line.
    public var lineIndex: Int
    public var reference: String
    public var typed: String
    public var verdicts: [WordVerdict]
    public var points: Double
    public var wordCount: Int
    public var extraCount: Int
    public var mistakeCount: Int
    /// Times the line was played again, at the same speed and slowed down.
    public var replays: Int
    public var slowReplays: Int
    /// Words revealed as hints.
    public var hints: Int
    public var checkedAt: Date

    /// The line's score from 0 to 1: points over the words of the line plus the extra words typed.
    public var score: Double {
        let total = wordCount + extraCount
        return total == 0 ? 1 : points / Double(total)
    }

    /// Whether every word was right.
    public var isPerfect: Bool { mistakeCount == 0 }

    public enum Columns {
        public static let attemptId = Column(CodingKeys.attemptId)
        public static let lineIndex = Column(CodingKeys.lineIndex)
        public static let checkedAt = Column(CodingKeys.checkedAt)
    }
}
