import Foundation
import GRDB

/// One run through a test: its questions in order, from start to (perhaps) finish.
public struct GrammarAttempt: Codable, Sendable, Equatable, FetchableRecord, AutoIncrementedRecord, AccountOwnedRecord {
    public static let databaseTableName = "grammarAttempt"

    /// A test of one topic, or a review of earlier mistakes.
    public enum Kind: String, Codable, Sendable, Equatable {
        case test, review
    }

    public var id: Int64?
    public var accountId: Int64
    public var kind: Kind
    /// The topic tested or reviewed; nil for a review of every topic.
    public var topicSlug: String?
    /// What the attempt is called on its cards and in the history, e.g. "Articles" or "Review: Articles".
    public var title: String
    /// The ids of the questions, in the order they are asked.
    public var questionIds: [String]
    /// Seeds the order of each question's options (stored as its bit pattern).
    public var seed: Int64
    public var startedAt: Date
    /// Set when the last question has been answered.
    public var finishedAt: Date?
}
