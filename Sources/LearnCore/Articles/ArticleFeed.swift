import Foundation
import GRDB

/// A feed of articles a learner follows (RSS or Atom); its new items become articles.
public struct ArticleFeed: Codable, Sendable, Equatable, FetchableRecord, AutoIncrementedRecord, AccountOwnedRecord {
    public static let databaseTableName = "articleFeed"

    public var id: Int64?
    public var accountId: Int64
    public var feedURL: String
    public var title: String
    public var etag: String?
    public var lastModified: String?
    public var lastError: String?
    public var refreshedAt: Date?
    public var addedAt: Date

    public enum Columns {
        public static let id = Column(CodingKeys.id)
        public static let feedURL = Column(CodingKeys.feedURL)
        public static let title = Column(CodingKeys.title)
    }
}
