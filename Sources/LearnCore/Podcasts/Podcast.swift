import Foundation
import GRDB

/// A podcast an account subscribes to: its feed, what the feed says of the show, what the last
/// fetch answered (for conditional requests), and the learner's settings for it.
public struct Podcast: Codable, Sendable, Equatable, FetchableRecord, AutoIncrementedRecord, AccountOwnedRecord {
    public static let databaseTableName = "podcast"

    public var id: Int64?
    public var accountId: Int64
    /// Where the feed is; a permanent redirect replaces it.
    public var feedURL: String
    public var title: String
    /// The show's web page.
    public var link: String?
    /// The show's description, as plain text.
    public var summary: String?
    public var author: String?
    public var imageURL: String?
    /// The feed's language ("en", "es-ES" …).
    public var language: String?
    /// The CEFR level the learner gave it (A1–C2).
    public var level: String?
    /// How many downloaded episodes to keep; nil: all.
    public var keepDownloads: Int?
    /// The validators of the last answer, sent back as `If-None-Match` and `If-Modified-Since`.
    public var etag: String?
    public var lastModified: String?
    /// Whether the server said the feed is gone for good (410).
    public var isGone: Bool
    /// Why the last refresh failed; nil when it worked.
    public var lastError: String?
    public var refreshedAt: Date?
    public var addedAt: Date

    public enum Columns {
        public static let id = Column(CodingKeys.id)
        public static let feedURL = Column(CodingKeys.feedURL)
        public static let title = Column(CodingKeys.title)
    }
}
