import Feeds
import Foundation
import GRDB
import Localization

/// One account's podcasts and their episodes: subscribing, taking in what a refresh of a feed
/// says (new episodes added, known ones updated, none ever dropped), finding podcasts and
/// episodes by what a learner types, and keeping where the learner is with each episode.
public struct PodcastSubscriptions: AccountScoped {
    public let scope: AccountScope

    /// The share of an episode heard at which it counts as played.
    public static let playedShare = 0.95

    public init(database: LearnDatabase, account: Account, clock: LearnClock) {
        scope = AccountScope(database: database, account: account, clock: clock)
    }

    // MARK: Podcasts

    /// Every podcast, by title.
    public func podcasts() throws -> [Podcast] {
        try database.read { db in
            try Podcast.owned(by: account).order(Podcast.Columns.title.collating(.localizedCaseInsensitiveCompare)).fetchAll(db)
        }
    }

    /// Subscribes to the feed at `feedURL` that `feed` was read from; the newest episode is new,
    /// the older ones wait as unplayed. Throws when the feed is already subscribed to.
    @discardableResult
    public func subscribe(feedURL: String, feed: Feed, etag: String? = nil, lastModified: String? = nil) throws -> Podcast {
        try database.write { db in
            if let existing = try Podcast.owned(by: account).filter(Podcast.Columns.feedURL == feedURL).fetchOne(db) {
                throw PodcastError.alreadySubscribed(title: existing.title, feedURL: existing.feedURL)
            }
            let now = clock.now()
            var podcast = Podcast(
                id: nil, accountId: account.id, feedURL: feedURL, title: feed.title, level: nil, keepDownloads: nil,
                etag: etag, lastModified: lastModified, isGone: false, lastError: nil, refreshedAt: now, addedAt: now)
            podcast.describe(with: feed)
            try podcast.insert(db)
            let newest = feed.items.max { ($0.published ?? .distantPast) < ($1.published ?? .distantPast) }?.guid
            try merge(feed.items, into: podcast, db, isNew: { $0.guid == newest })
            return podcast
        }
    }

    /// Takes in a refreshed feed: the show's details, the new validators, new episodes (marked
    /// new) and what changed in known ones. Returns how many episodes are new.
    @discardableResult
    public func apply(_ feed: Feed, to podcast: Podcast, etag: String?, lastModified: String?, feedURL: String? = nil) throws -> Int {
        try database.write { db in
            var podcast = try reread(podcast, db)
            podcast.describe(with: feed)
            podcast.etag = etag
            podcast.lastModified = lastModified
            if let feedURL, try !isSubscribed(feedURL, other: podcast, db) { podcast.feedURL = feedURL }
            podcast.isGone = false
            podcast.lastError = nil
            podcast.refreshedAt = clock.now()
            try podcast.update(db)
            return try merge(feed.items, into: podcast, db, isNew: { _ in true })
        }
    }

    /// A refresh found the feed unchanged (304), perhaps at a new permanent address.
    public func recordNotModified(_ podcast: Podcast, feedURL: String? = nil) throws {
        let moved = try feedURL.flatMap { url in try database.read { db in try isSubscribed(url, other: podcast, db) } ? nil : url }
        try change(podcast) {
            if let moved { $0.feedURL = moved }
            $0.lastError = nil
            $0.refreshedAt = clock.now()
        }
    }

    /// The server said the feed is gone for good (410): it is no longer refreshed.
    public func recordGone(_ podcast: Podcast) throws {
        try change(podcast) {
            $0.isGone = true
            $0.lastError = nil
            $0.refreshedAt = clock.now()
        }
    }

    /// A refresh failed; what was stored stays.
    public func recordFailure(_ podcast: Podcast, message: String) throws {
        try change(podcast) { $0.lastError = message }
    }

    /// Tags the podcast with a CEFR level.
    public func setLevel(_ level: String, of podcast: Podcast) throws -> Podcast {
        let upper = level.uppercased()
        guard ["A1", "A2", "B1", "B2", "C1", "C2"].contains(upper) else { throw PodcastError.levelNotCEFR(level) }
        return try change(podcast) { $0.level = upper }
    }

    /// How many downloaded episodes to keep (nil: all).
    public func setKeep(_ count: Int?, of podcast: Podcast) throws -> Podcast {
        if let count, count < 1 { throw PodcastError.keepOutOfRange(count) }
        return try change(podcast) { $0.keepDownloads = count }
    }

    /// Unsubscribes: the podcast and its episodes are forgotten. Returns the downloaded files,
    /// for the caller to delete.
    public func remove(_ podcast: Podcast) throws -> [String] {
        try database.write { db in
            let podcast = try reread(podcast, db)
            let files = try PodcastEpisode.owned(by: account).filter(PodcastEpisode.Columns.podcastId == podcast.id)
                .filter(PodcastEpisode.Columns.downloadPath != nil).fetchAll(db).compactMap(\.downloadPath)
            try podcast.delete(db)
            return files
        }
    }

    /// The podcast `name` names: its number, its title in any case, or the one title holding it.
    public func podcast(named name: String) throws -> Podcast {
        let all = try podcasts()
        let query = name.trimmingCharacters(in: .whitespaces)
        if let number = Int64(query), let found = all.first(where: { $0.id == number }) { return found }
        if let found = all.first(where: { $0.title.lowercased() == query.lowercased() || $0.feedURL == query }) { return found }
        let holding = all.filter { $0.title.localizedCaseInsensitiveContains(query) }
        if holding.count == 1 { return holding[0] }
        throw PodcastError.unknownPodcast(name, suggestion: DidYouMean.sentence(for: query, in: all.map(\.title)))
    }

    // MARK: Episodes

    /// The episodes, newest first: of one podcast or of all, only those in `states` when given.
    public func episodes(of podcast: Podcast? = nil, in states: Set<EpisodeState>? = nil) throws -> [PodcastEpisode] {
        try database.read { db in
            var request = PodcastEpisode.owned(by: account)
            if let id = podcast?.id { request = request.filter(PodcastEpisode.Columns.podcastId == id) }
            let episodes = try request.order(PodcastEpisode.Columns.publishedAt.desc, PodcastEpisode.Columns.id.desc).fetchAll(db)
            guard let states else { return episodes }
            return episodes.filter { states.contains($0.state) }
        }
    }

    /// The episode `name` names: its number, `latest` (the newest, of `podcast` when given), its
    /// title in any case, or the one title holding it.
    public func episode(named name: String, in podcast: Podcast? = nil) throws -> PodcastEpisode {
        let query = name.trimmingCharacters(in: .whitespaces)
        if let number = Int64(query) {
            if let found = try database.read({ db in try PodcastEpisode.owned(by: account).filter(PodcastEpisode.Columns.id == number).fetchOne(db) }) {
                return found
            }
        }
        let all = try episodes(of: podcast)
        if query.lowercased() == "latest" {
            guard let newest = all.first else { throw PodcastError.noEpisodes }
            return newest
        }
        if let found = all.first(where: { $0.title.lowercased() == query.lowercased() }) { return found }
        let holding = all.filter { $0.title.localizedCaseInsensitiveContains(query) }
        if holding.count == 1 { return holding[0] }
        throw PodcastError.unknownEpisode(name, suggestion: DidYouMean.sentence(for: query, in: all.prefix(500).map(\.title)))
    }

    /// The podcast an episode belongs to.
    public func podcast(of episode: PodcastEpisode) throws -> Podcast {
        try database.read { db in
            guard let podcast = try Podcast.owned(by: account).filter(Podcast.Columns.id == episode.podcastId).fetchOne(db) else {
                throw PodcastError.unknownPodcast(String(episode.podcastId), suggestion: nil)
            }
            return podcast
        }
    }

    /// The episode after `episode` in its podcast (the next one published), if any.
    public func episode(after episode: PodcastEpisode) throws -> PodcastEpisode? {
        let all = try episodes(of: try podcast(of: episode))
        guard let index = all.firstIndex(where: { $0.id == episode.id }), index > 0 else { return nil }
        return all[index - 1]
    }

    /// Marks the episode played (no longer new) or unplayed (from the start).
    @discardableResult
    public func mark(_ episode: PodcastEpisode, played: Bool) throws -> PodcastEpisode {
        try changeEpisode(episode) {
            $0.isNew = false
            $0.playedAt = played ? clock.now() : nil
            if !played { $0.position = 0 }
        }
    }

    /// Where listend says the learner is in the episode: played once 95 % is heard.
    @discardableResult
    public func recordPosition(_ position: Double, duration: Double?, of episode: PodcastEpisode) throws -> PodcastEpisode {
        try changeEpisode(episode) {
            if let duration, duration > 0 { $0.duration = duration }
            if position != $0.position {
                $0.position = position
                if position > 0 { $0.isNew = false }
            }
            // Also when only the duration is new: the same position may now be past 95 %.
            if let length = $0.duration, length > 0, position >= length * Self.playedShare, $0.playedAt == nil {
                $0.playedAt = clock.now()
            }
        }
    }

    /// The downloaded file of the episode (nil: none).
    @discardableResult
    public func setDownload(_ path: String?, of episode: PodcastEpisode) throws -> PodcastEpisode {
        try changeEpisode(episode) { $0.downloadPath = path }
    }

    /// The downloaded episodes past the podcast's limit, to delete: played ones first, then the oldest.
    public func downloadsOverLimit(of podcast: Podcast) throws -> [PodcastEpisode] {
        guard let keep = try reread(podcast).keepDownloads else { return [] }
        let downloaded = try episodes(of: podcast).filter { $0.downloadPath != nil }
        guard downloaded.count > keep else { return [] }
        // Kept first: unplayed before played, newer before older.
        let ranked = downloaded.sorted { a, b in
            if (a.playedAt == nil) != (b.playedAt == nil) { return a.playedAt == nil }
            return (a.publishedAt ?? .distantPast) > (b.publishedAt ?? .distantPast)
        }
        return Array(ranked.dropFirst(keep))
    }

    // MARK: Helpers

    /// Whether another of the account's podcasts has the feed at `url` (a feed moved onto one
    /// already subscribed to keeps its old address rather than taking the other's).
    private func isSubscribed(_ url: String, other podcast: Podcast, _ db: Database) throws -> Bool {
        try Podcast.owned(by: account).filter(Podcast.Columns.feedURL == url).filter(Podcast.Columns.id != podcast.id).fetchCount(db) > 0
    }

    private func reread(_ podcast: Podcast, _ db: Database) throws -> Podcast {
        guard let found = try Podcast.owned(by: account).filter(Podcast.Columns.id == podcast.id).fetchOne(db) else {
            throw PodcastError.unknownPodcast(podcast.title, suggestion: nil)
        }
        return found
    }

    private func reread(_ podcast: Podcast) throws -> Podcast {
        try database.read { db in try reread(podcast, db) }
    }

    @discardableResult
    private func change(_ podcast: Podcast, _ body: (inout Podcast) -> Void) throws -> Podcast {
        try database.write { db in
            var podcast = try reread(podcast, db)
            body(&podcast)
            try podcast.update(db)
            return podcast
        }
    }

    private func changeEpisode(_ episode: PodcastEpisode, _ body: (inout PodcastEpisode) -> Void) throws -> PodcastEpisode {
        try database.write { db in
            guard var episode = try PodcastEpisode.owned(by: account).filter(PodcastEpisode.Columns.id == episode.id).fetchOne(db) else {
                throw PodcastError.unknownEpisode(episode.title, suggestion: nil)
            }
            body(&episode)
            try episode.update(db)
            return episode
        }
    }

    /// Adds the items not seen before and updates the known ones; returns how many were added.
    private func merge(_ items: [FeedItem], into podcast: Podcast, _ db: Database, isNew: (FeedItem) -> Bool) throws -> Int {
        let known = try PodcastEpisode.owned(by: account).filter(PodcastEpisode.Columns.podcastId == podcast.id).fetchAll(db)
        var byGUID = Dictionary(known.map { ($0.guid, $0) }, uniquingKeysWith: { first, _ in first })
        var added = 0
        let now = clock.now()
        for item in items {
            if var episode = byGUID[item.guid] {
                let before = episode
                episode.describe(with: item)
                if episode != before { try episode.update(db) }
                continue
            }
            var episode = PodcastEpisode(
                id: nil, accountId: account.id, podcastId: podcast.id!, guid: item.guid, title: item.title, transcripts: [],
                people: [], isNew: isNew(item), position: 0, firstSeenAt: now)
            episode.describe(with: item)
            try episode.insert(db)
            byGUID[item.guid] = episode
            added += 1
        }
        return added
    }
}

extension Podcast {
    /// Takes the show's details from its feed.
    mutating func describe(with feed: Feed) {
        if !feed.title.isEmpty { title = feed.title }
        link = feed.link
        summary = feed.description
        author = feed.author
        imageURL = feed.imageURL
        language = feed.language
    }
}

extension PodcastEpisode {
    /// Takes what the feed item says (a duration listend measured is kept).
    mutating func describe(with item: FeedItem) {
        title = item.title
        publishedAt = item.published
        summary = item.description
        link = item.link
        enclosureURL = item.enclosure?.url
        enclosureType = item.enclosure?.type
        enclosureLength = item.enclosure?.length
        if duration == nil || position == 0 { duration = item.duration ?? duration }
        season = item.season
        number = item.episode
        transcripts = item.transcripts.map { EpisodeTranscript(url: $0.url, type: $0.type, language: $0.language, rel: $0.rel) }
        chaptersURL = item.chapters?.url
        people = item.persons.map { EpisodePerson(name: $0.name, role: $0.role) }
    }
}
