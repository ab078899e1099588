import Articles
import FeedFetching
import Feeds
import Foundation
import LearnCore
import ListenClient
import Localization

/// Takes a feed of articles in: each item not seen yet becomes an article, its text the main
/// text of the item's page (else the feed's own text for it), analysed like any other.
struct ArticleFeedReader {
    let fetcher: FeedFetcher
    let library: ArticleLibrary
    let feeds: ArticleFeeds

    /// At most this many items are taken from one refresh (the newest).
    static let itemsPerRefresh = 20

    /// Adds the new items of `feed` (read from `parsed`); returns the articles added, newest first.
    func take(_ parsed: Feed, into feed: ArticleFeed) async throws -> [Article] {
        // The newest items, added oldest first so that the list (newest first) shows them as published.
        let items = parsed.items.sorted { ($0.published ?? .distantPast) > ($1.published ?? .distantPast) }
            .prefix(Self.itemsPerRefresh).reversed()
        var added: [Article] = []
        for item in items where try !feeds.hasItem(item.guid, of: feed) {
            guard var document = await document(for: item) else { continue }
            document.title = item.title.terminalLine
            added.append(try library.add(document, source: item.link ?? feed.feedURL, format: "feed", feedId: feed.id,
                                         feedItemId: item.guid, publishedAt: item.published))
        }
        return added.reversed()
    }

    /// The item's page's main text, else the feed's text for it; nil when neither has any.
    private func document(for item: FeedItem) async -> ArticleDocument? {
        if let link = item.link, let page = try? await ArticleLoader(fetcher: fetcher).load(link, title: item.title, format: nil) {
            return page.0
        }
        guard let text = item.description, !text.isEmpty else { return nil }
        return try? PlainText.document(fromPlainText: "\n\n" + text, fallbackTitle: item.title)
    }

    /// Refreshes every feed (or `only`): conditional requests, new items added. Returns per feed
    /// the articles added or why it failed.
    func refresh(_ only: [ArticleFeed]? = nil) async throws -> [(ArticleFeed, Result<[Article], ArticleLoader.Failure>)] {
        var results: [(ArticleFeed, Result<[Article], ArticleLoader.Failure>)] = []
        for feed in try only ?? feeds.feeds() {
            do {
                let outcome = try await fetcher.fetch(feed.feedURL, validators: FeedValidators(etag: feed.etag, lastModified: feed.lastModified))
                switch outcome {
                case .notModified:
                    try feeds.recordRefresh(of: feed, etag: feed.etag, lastModified: feed.lastModified, error: nil)
                    results.append((feed, .success([])))
                case .gone:
                    let reason = tr("the feed is gone (the server answered 410)")
                    try feeds.recordRefresh(of: feed, etag: nil, lastModified: nil, error: reason)
                    results.append((feed, .failure(.init(description: reason))))
                case .fetched(let fetched):
                    let parsed = try FeedParser.parse(fetched.body, url: fetched.finalURL)
                    let added = try await take(parsed, into: feed)
                    try feeds.recordRefresh(of: feed, etag: fetched.etag, lastModified: fetched.lastModified, error: nil)
                    results.append((feed, .success(added)))
                }
            } catch let error as FetchError {
                try feeds.recordRefresh(of: feed, etag: nil, lastModified: nil, error: error.description)
                results.append((feed, .failure(.init(description: error.description))))
            } catch let error as FeedError {
                try feeds.recordRefresh(of: feed, etag: nil, lastModified: nil, error: error.description)
                results.append((feed, .failure(.init(description: error.description))))
            }
        }
        return results
    }
}
