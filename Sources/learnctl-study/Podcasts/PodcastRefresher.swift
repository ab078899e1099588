import FeedFetching
import Feeds
import Foundation
import LearnCore
import Localization

/// Refreshes podcasts a few at a time, as a good citizen: conditional requests with the stored
/// validators, a permanent redirect updating the stored URL, 410 marking a podcast gone, and a
/// feed that cannot be fetched or read leaving what was stored as it was.
struct PodcastRefresher {
    /// How many feeds are fetched at once.
    static let parallelFetches = 4

    let subscriptions: PodcastSubscriptions
    let fetcher: FeedFetcher

    /// What refreshing one podcast did.
    enum Result: Sendable {
        case updated(newEpisodes: Int)
        case unchanged
        case gone
        case failed(String)
    }

    /// Refreshes `podcasts` (those gone are skipped); `progress` hears of each as it ends.
    func refresh(_ podcasts: [Podcast], progress: @escaping @Sendable (Podcast, Result) -> Void) async -> [(Podcast, Result)] {
        let live = podcasts.filter { !$0.isGone }
        var results: [(Podcast, Result)] = []
        await withTaskGroup(of: (Podcast, Result).self) { group in
            var next = 0
            func start() {
                guard next < live.count else { return }
                let podcast = live[next]
                next += 1
                group.addTask { (podcast, await refresh(podcast)) }
            }
            for _ in 0..<Self.parallelFetches { start() }
            for await (podcast, result) in group {
                progress(podcast, result)
                results.append((podcast, result))
                start()
            }
        }
        return results
    }

    /// Refreshes one podcast.
    func refresh(_ podcast: Podcast) async -> Result {
        let outcome: FetchOutcome
        do {
            outcome = try await fetcher.fetch(podcast.feedURL, validators: FeedValidators(etag: podcast.etag, lastModified: podcast.lastModified))
        } catch {
            return failed(podcast, error.description)
        }
        do {
            switch outcome {
            case .notModified(let moved):
                try subscriptions.recordNotModified(podcast, feedURL: moved)
                return .unchanged
            case .gone:
                try subscriptions.recordGone(podcast)
                return .gone
            case .fetched(let fetched):
                let feed: Feed
                do {
                    feed = try FeedParser.parse(fetched.body, url: podcast.feedURL)
                } catch {
                    return failed(podcast, error.description)
                }
                let added = try subscriptions.apply(feed, to: podcast, etag: fetched.etag, lastModified: fetched.lastModified,
                                                    feedURL: fetched.permanentURL)
                return .updated(newEpisodes: added)
            }
        } catch {
            return .failed("\(error)")
        }
    }

    private func failed(_ podcast: Podcast, _ message: String) -> Result {
        try? subscriptions.recordFailure(podcast, message: message)
        return .failed(message)
    }
}
