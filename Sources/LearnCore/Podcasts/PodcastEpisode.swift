import Foundation
import GRDB

/// An episode of a podcast: what its feed item says, and what the learner did with it (heard up
/// to where, played, downloaded).
public struct PodcastEpisode: Codable, Sendable, Equatable, FetchableRecord, AutoIncrementedRecord, AccountOwnedRecord {
    public static let databaseTableName = "podcastEpisode"

    public var id: Int64?
    public var accountId: Int64
    public var podcastId: Int64
    /// The item's GUID (its enclosure URL when it has none).
    public var guid: String
    public var title: String
    public var publishedAt: Date?
    /// The item's description, as plain text.
    public var summary: String?
    public var link: String?
    /// The audio; an item without one cannot be played.
    public var enclosureURL: String?
    public var enclosureType: String?
    /// Bytes, as the feed says (often wrong or absent).
    public var enclosureLength: Int64?
    /// Seconds, as the feed says; listend's own figure replaces it once the episode played.
    public var duration: Double?
    public var season: Int?
    public var number: Int?
    /// Every transcript the feed links (`<podcast:transcript>`).
    public var transcripts: [EpisodeTranscript]
    /// The feed's chapters file (`<podcast:chapters>`, JSON).
    public var chaptersURL: String?
    /// The people the feed names (`<podcast:person>`).
    public var people: [EpisodePerson]
    /// Arrived in a refresh (or was the latest at subscription) and not yet listened to.
    public var isNew: Bool
    /// Seconds heard, as listend last said.
    public var position: Double
    public var playedAt: Date?
    /// The downloaded file, for listening offline.
    public var downloadPath: String?
    public var firstSeenAt: Date

    /// Where the learner is with it.
    public var state: EpisodeState {
        if playedAt != nil { return .played }
        if position > 0 { return .inProgress }
        return isNew ? .new : .unplayed
    }

    public enum Columns {
        public static let id = Column(CodingKeys.id)
        public static let podcastId = Column(CodingKeys.podcastId)
        public static let guid = Column(CodingKeys.guid)
        public static let publishedAt = Column(CodingKeys.publishedAt)
        public static let isNew = Column(CodingKeys.isNew)
        public static let position = Column(CodingKeys.position)
        public static let playedAt = Column(CodingKeys.playedAt)
        public static let downloadPath = Column(CodingKeys.downloadPath)
    }
}

/// A transcript a feed links for an episode.
public struct EpisodeTranscript: Codable, Sendable, Equatable {
    public var url: String
    /// Its MIME type (`text/vtt`, `application/x-subrip`, `application/json`, `text/html`, `text/plain` …).
    public var type: String?
    public var language: String?
    /// `captions` for a transcript made as captions.
    public var rel: String?

    public init(url: String, type: String?, language: String?, rel: String?) {
        self.url = url
        self.type = type
        self.language = language
        self.rel = rel
    }
}

/// Someone a feed names for an episode (host, guest …).
public struct EpisodePerson: Codable, Sendable, Equatable {
    public var name: String
    public var role: String?

    public init(name: String, role: String?) {
        self.name = name
        self.role = role
    }
}

/// Where a learner is with an episode.
public enum EpisodeState: String, Codable, Sendable, CaseIterable {
    /// Arrived since the learner subscribed, not started.
    case new
    /// Started, not finished.
    case inProgress = "in-progress"
    /// Heard to 95 % or marked played.
    case played
    /// Older than the subscription, not started.
    case unplayed
}
