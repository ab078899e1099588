import Articles
import Foundation
import GRDB

/// The feeds of articles one learner follows, and the articles their items became.
public struct ArticleFeeds: AccountScoped {
    public let scope: AccountScope

    public init(database: LearnDatabase, account: Account, clock: LearnClock) {
        scope = AccountScope(database: database, account: account, clock: clock)
    }

    /// Every feed followed, by title.
    public func feeds() throws -> [ArticleFeed] {
        try database.read { db in
            try ArticleFeed.owned(by: account).order(ArticleFeed.Columns.title.collating(.localizedCaseInsensitiveCompare)).fetchAll(db)
        }
    }

    /// Follows the feed at `feedURL`, titled `title`; throws when it is followed already.
    @discardableResult
    public func follow(feedURL: String, title: String, etag: String?, lastModified: String?) throws -> ArticleFeed {
        try database.write { db in
            if try ArticleFeed.owned(by: account).filter(ArticleFeed.Columns.feedURL == feedURL).fetchCount(db) > 0 {
                throw ArticleError.alreadyFollowing(feedURL)
            }
            let now = clock.now()
            var feed = ArticleFeed(id: nil, accountId: account.id, feedURL: feedURL, title: title, etag: etag,
                                   lastModified: lastModified, lastError: nil, refreshedAt: now, addedAt: now)
            try feed.insert(db)
            return feed
        }
    }

    /// The feed `name` names: its number, its address or its title in any case.
    public func feed(_ name: String) throws -> ArticleFeed {
        let all = try feeds()
        if let id = Int64(name), let found = all.first(where: { $0.id == id }) { return found }
        if let found = all.first(where: { $0.feedURL == name || $0.title.lowercased() == name.lowercased() }) { return found }
        throw ArticleError.unknownFeed(name)
    }

    /// Stops following a feed; its articles go with it.
    public func unfollow(_ feed: ArticleFeed) throws {
        try database.write { db in
            _ = try ArticleFeed.owned(by: account).filter(ArticleFeed.Columns.id == feed.id).deleteAll(db)
        }
    }

    /// Whether an item of the feed is an article already.
    public func hasItem(_ itemId: String, of feed: ArticleFeed) throws -> Bool {
        try database.read { db in
            try StoredArticle.owned(by: account)
                .filter(StoredArticle.Columns.feedId == feed.id && StoredArticle.Columns.feedItemId == itemId).fetchCount(db) > 0
        }
    }

    /// Notes what a refresh found: the validators for the next one, or the error.
    public func recordRefresh(of feed: ArticleFeed, etag: String?, lastModified: String?, error: String?) throws {
        try database.write { db in
            guard var stored = try ArticleFeed.owned(by: account).filter(ArticleFeed.Columns.id == feed.id).fetchOne(db) else { return }
            if error == nil { (stored.etag, stored.lastModified) = (etag, lastModified) }
            stored.lastError = error
            stored.refreshedAt = clock.now()
            try stored.update(db)
        }
    }
}
