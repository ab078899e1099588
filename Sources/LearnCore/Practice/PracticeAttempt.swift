import Foundation
import GRDB

/// One go at a recording — a dictation or a quiz — from start to (perhaps) finish.
public struct PracticeAttempt: Codable, Sendable, Equatable, FetchableRecord, AutoIncrementedRecord, AccountOwnedRecord {
    public static let databaseTableName = "practiceAttempt"

    /// What kind of practice the attempt is: a dictation or a quiz on a recording, or the
    /// comprehension questions of an article (its key in `recordingId`).
    public enum Kind: String, Codable, Sendable, Equatable {
        case dictation, quiz, reading
    }

    public var id: Int64?
    public var accountId: Int64
    public var kind: Kind
    public var recordingId: String
    public var recordingTitle: String
    public var level: String?
    /// Dictation: the 1-based transcript lines to write, in order. Quiz: the questions' positions
    /// (from 0) in the recording's list, in the order asked.
    public var items: [Int]
    /// Seeds the order of a quiz's options (stored as its bit pattern).
    public var seed: Int64
    /// The attempt whose mistakes this one retries, if it is a retry.
    public var retryOf: Int64?
    public var startedAt: Date
    /// Set when the last line or question has been checked.
    public var finishedAt: Date?

    public enum Columns {
        public static let kind = Column(CodingKeys.kind)
        public static let recordingId = Column(CodingKeys.recordingId)
        public static let startedAt = Column(CodingKeys.startedAt)
        public static let finishedAt = Column(CodingKeys.finishedAt)
        public static let id = Column(CodingKeys.id)
    }
}

extension QueryInterfaceRequest<PracticeAttempt> {
    /// The attempts of one kind at one recording.
    func of(_ kind: PracticeAttempt.Kind, recordingId: String) -> Self {
        filter(PracticeAttempt.Columns.kind == kind.rawValue && PracticeAttempt.Columns.recordingId == recordingId)
    }
}
