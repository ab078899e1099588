import FeedFetching
import Feeds
import Foundation
import Localization

/// Loads a feed for `podcasts add` and `import`: fetches the URL; a web page is searched for the
/// feed it links (`<link rel="alternate" type="application/rss+xml">`), which is fetched in turn.
struct FeedLoader {
    let fetcher: FeedFetcher

    /// A feed read, and where it was found.
    struct Loaded {
        var feedURL: String
        var feed: Feed
        var fetched: FetchedFeed
    }

    /// Why a feed could not be loaded, said for the learner.
    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    /// The feed at `url` (or the one the page at `url` links), or why it could not be loaded.
    func result(_ url: String) async -> Result<Loaded, Failure> {
        do {
            return .success(try await load(url))
        } catch let failure as Failure {
            return .failure(failure)
        } catch {
            return .failure(Failure(description: "\(error)"))
        }
    }

    func load(_ url: String) async throws -> Loaded {
        let fetched = try await fetch(url)
        if !FeedLinkDiscovery.looksLikeFeed(fetched.body) {
            let links = FeedLinkDiscovery.feedLinks(inHTML: fetched.body, pageURL: fetched.finalURL)
            guard let link = links.first else {
                throw Failure(description: tr("%s is neither a feed nor a page that links one.", url))
            }
            let linked = try await fetch(link)
            return try parse(linked, url: linked.permanentURL ?? link)
        }
        return try parse(fetched, url: fetched.permanentURL ?? url)
    }

    private func fetch(_ url: String) async throws -> FetchedFeed {
        let outcome: FetchOutcome
        do {
            outcome = try await fetcher.fetch(url)
        } catch {
            throw Failure(description: error.description)
        }
        switch outcome {
        case .fetched(let fetched): return fetched
        case .gone: throw Failure(description: tr("The feed at %s is gone (the server answered 410).", url))
        case .notModified: throw Failure(description: tr("The server at %s answered 304 to a request that asked for the feed.", url))
        }
    }

    private func parse(_ fetched: FetchedFeed, url: String) throws -> Loaded {
        do {
            return Loaded(feedURL: url, feed: try FeedParser.parse(fetched.body, url: fetched.finalURL), fetched: fetched)
        } catch {
            throw Failure(description: error.description)
        }
    }
}
