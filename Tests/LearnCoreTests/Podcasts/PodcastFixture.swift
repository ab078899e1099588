import Feeds
import Foundation
import GRDB
@testable import LearnCore

/// Ada's and Grace's podcast subscriptions on one database, and feeds to subscribe to.
typealias PodcastFixture = TwoAccountsFixture<PodcastSubscriptions>

extension TwoAccountsFixture where Store == PodcastSubscriptions {
    convenience init() async throws {
        try await self.init(PodcastSubscriptions.init(database:account:clock:))
    }

    /// `account`'s subscriptions (Ada's by default), with the clock at `AuthFixture.start + offset` seconds.
    func subscriptions(_ account: Account? = nil, at offset: TimeInterval = 0) -> PodcastSubscriptions {
        history(account, at: offset)
    }

    /// Every episode row of the database, whichever the account.
    func allEpisodeCount() throws -> Int {
        try auth.database.read { db in try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM podcastEpisode") ?? -1 }
    }
}

/// Feeds of a made-up show whose episode `n` was published `n` days after 2024-01-01.
enum SampleFeed {
    static let url = "https://podcasts.example.com/slow-spanish/feed.xml"
    static let movedURL = "https://feeds.example.org/slow-spanish.xml"

    /// 2024-01-01T00:00:00Z.
    static let firstDay = Date(timeIntervalSince1970: 1_704_067_200)

    static func published(_ number: Int) -> Date {
        firstDay.addingTimeInterval(Double(number) * 86_400)
    }

    /// Episode `number`, with every detail a feed item can give.
    static func item(_ number: Int, title: String? = nil, duration: Double? = 1_800) -> FeedItem {
        FeedItem(
            guid: "urn:slow-spanish:\(number)",
            title: title ?? "Episode \(number)",
            published: published(number),
            description: "What episode \(number) is about.",
            link: "https://podcasts.example.com/slow-spanish/\(number)",
            enclosure: FeedEnclosure(url: "https://cdn.example.com/slow-spanish/\(number).mp3", type: "audio/mpeg", length: Int64(number) * 1_000),
            duration: duration,
            season: 1,
            episode: number,
            transcripts: [
                FeedTranscript(url: "https://cdn.example.com/slow-spanish/\(number).vtt", type: "text/vtt", language: "es", rel: "captions"),
                FeedTranscript(url: "https://cdn.example.com/slow-spanish/\(number).txt", type: "text/plain"),
            ],
            chapters: FeedChaptersLink(url: "https://cdn.example.com/slow-spanish/\(number).json", type: "application/json+chapters"),
            persons: [FeedPerson(name: "Lucía", role: "host"), FeedPerson(name: "Guest \(number)", role: "guest")])
    }

    /// The show with `items` in document order.
    static func feed(title: String = "Slow Spanish", _ items: [FeedItem]) -> Feed {
        Feed(
            title: title,
            link: "https://podcasts.example.com/slow-spanish",
            description: "Short stories read slowly.",
            author: "Lucía Pérez",
            imageURL: "https://cdn.example.com/slow-spanish/cover.jpg",
            language: "es-ES",
            items: items)
    }

    /// The show with episodes `numbers`, in that document order.
    static func feed(title: String = "Slow Spanish", numbers: [Int]) -> Feed {
        feed(title: title, numbers.map { item($0) })
    }

    /// Another show, at `url`, with one episode.
    static func other(title: String, url: String) -> (url: String, feed: Feed) {
        let item = FeedItem(
            guid: "\(url)#1", title: "\(title): the first one", published: firstDay,
            enclosure: FeedEnclosure(url: "\(url)/1.mp3", type: "audio/mpeg"))
        return (url, Feed(title: title, items: [item]))
    }
}
