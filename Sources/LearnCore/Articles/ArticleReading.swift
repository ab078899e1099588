import Foundation
import GRDB

/// Where a learner is in an article: the block at the top of the screen when they left it, when
/// they first opened it and when they read it to the end.
public struct ArticleReading: Codable, Sendable, Equatable, FetchableRecord, PersistableRecord, AccountOwnedRecord {
    public static let databaseTableName = "articleReading"

    public var accountId: Int64
    public var articleKey: String
    public var position: Int
    public var openedAt: Date
    public var finishedAt: Date?

    public enum Columns {
        public static let articleKey = Column(CodingKeys.articleKey)
    }
}
