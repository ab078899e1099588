import Foundation
import GRDB
import Testing
@testable import LearnCore

struct PodcastsSchemaTests {
    private static func podcast(of account: Account, url: String = SampleFeed.url) -> Podcast {
        Podcast(
            id: nil, accountId: account.id, feedURL: url, title: "Slow Spanish", isGone: false, addedAt: AuthFixture.start)
    }

    private static func episode(of account: Account, podcastId: Int64, guid: String) -> PodcastEpisode {
        PodcastEpisode(
            id: nil, accountId: account.id, podcastId: podcastId, guid: guid, title: guid, transcripts: [], people: [],
            isNew: false, position: 0, firstSeenAt: AuthFixture.start)
    }

    private static func isConstraintViolation(_ error: any Error) -> Bool {
        (error as? DatabaseError)?.resultCode == .SQLITE_CONSTRAINT
    }

    @Test func aFeedURLIsUniqueWithinAnAccountOnly() async throws {
        let fixture = try await PodcastFixture()
        let database = fixture.auth.database
        try database.write { db in
            var first = Self.podcast(of: fixture.ada)
            try first.insert(db)
        }
        let error = #expect(throws: DatabaseError.self) {
            try database.write { db in
                var again = Self.podcast(of: fixture.ada)
                try again.insert(db)
            }
        }
        #expect(error.map(Self.isConstraintViolation) == true)
        try database.write { db in
            var graces = Self.podcast(of: fixture.grace)
            try graces.insert(db)
            var otherURL = Self.podcast(of: fixture.ada, url: SampleFeed.movedURL)
            try otherURL.insert(db)
        }
        #expect(try fixture.count("podcast", of: fixture.ada) == 2)
        #expect(try fixture.count("podcast", of: fixture.grace) == 1)
    }

    @Test func aGUIDIsUniqueWithinAPodcastOnly() async throws {
        let fixture = try await PodcastFixture()
        let database = fixture.auth.database
        let (first, second) = try database.write { db in
            var first = Self.podcast(of: fixture.ada)
            try first.insert(db)
            var second = Self.podcast(of: fixture.ada, url: SampleFeed.movedURL)
            try second.insert(db)
            var episode = Self.episode(of: fixture.ada, podcastId: first.id!, guid: "urn:1")
            try episode.insert(db)
            return (first, second)
        }
        let error = #expect(throws: DatabaseError.self) {
            try database.write { db in
                var duplicate = Self.episode(of: fixture.ada, podcastId: first.id!, guid: "urn:1")
                try duplicate.insert(db)
            }
        }
        #expect(error.map(Self.isConstraintViolation) == true)
        try database.write { db in
            var elsewhere = Self.episode(of: fixture.ada, podcastId: second.id!, guid: "urn:1")
            try elsewhere.insert(db)
        }
        #expect(try fixture.count("podcastEpisode", of: fixture.ada) == 2)
    }

    @Test func anEpisodeNeedsAnExistingPodcast() async throws {
        let fixture = try await PodcastFixture()
        let error = #expect(throws: DatabaseError.self) {
            try fixture.auth.database.write { db in
                var orphan = Self.episode(of: fixture.ada, podcastId: 9_999, guid: "urn:orphan")
                try orphan.insert(db)
            }
        }
        #expect(error.map(Self.isConstraintViolation) == true)
    }

    @Test func deletingAPodcastDeletesItsEpisodesOnly() async throws {
        let fixture = try await PodcastFixture()
        let subscriptions = fixture.subscriptions()
        let spanish = try subscriptions.subscribe(feedURL: SampleFeed.url, feed: SampleFeed.feed(numbers: [1, 2, 3]))
        let other = SampleFeed.other(title: "Coffee Break French", url: "https://coffee.example.com/feed")
        try subscriptions.subscribe(feedURL: other.url, feed: other.feed)

        try fixture.auth.database.write { db in
            try db.execute(sql: "DELETE FROM podcast WHERE id = ?", arguments: [spanish.id])
        }
        #expect(try fixture.allEpisodeCount() == other.feed.items.count)
    }

    @Test func rowsWrittenWithoutOptionalColumnsReadWithTheirDefaults() async throws {
        let fixture = try await PodcastFixture()
        let episode = try fixture.auth.database.write { db in
            try db.execute(
                sql: "INSERT INTO podcast (accountId, feedURL, title, addedAt) VALUES (?, ?, 'Bare', ?)",
                arguments: [fixture.ada.id, SampleFeed.url, AuthFixture.start])
            let podcastId = db.lastInsertedRowID
            try db.execute(
                sql: "INSERT INTO podcastEpisode (accountId, podcastId, guid, title, isNew, firstSeenAt) VALUES (?, ?, 'urn:bare', 'Bare', 1, ?)",
                arguments: [fixture.ada.id, podcastId, AuthFixture.start])
            return try PodcastEpisode.fetchOne(db)
        }
        let bare = try #require(episode)
        #expect(bare.transcripts.isEmpty)
        #expect(bare.people.isEmpty)
        #expect(bare.position == 0)
        #expect(bare.state == .new)
        let podcast = try #require(try fixture.subscriptions().podcasts().first)
        #expect(!podcast.isGone)
        #expect(try fixture.subscriptions().episodes(of: podcast) == [bare])
    }
}
