import Foundation
import GRDB

/// A generated test: the request it was made from, its state, and when it moved on.
public struct GeneratedTest: Codable, Sendable, Equatable, FetchableRecord, AutoIncrementedRecord, AccountOwnedRecord {
    public static let databaseTableName = "generatedTest"

    public var id: Int64?
    public var accountId: Int64
    public var title: String
    public var state: GeneratedTestState
    public var request: TestRequest
    /// Why generating failed (a ``GenerationFailure`` sentence), for a failed test.
    public var failure: String?
    /// The scheduled test it was generated for, if any.
    public var scheduleId: Int64?
    public var createdAt: Date
    public var startedAt: Date?
    public var submittedAt: Date?

    public enum Columns {
        public static let id = Column(CodingKeys.id)
        public static let state = Column(CodingKeys.state)
        public static let createdAt = Column(CodingKeys.createdAt)
        public static let scheduleId = Column(CodingKeys.scheduleId)
    }
}
