import ArgumentParser
import FeedFetching
import Feeds
import Foundation
import LearnCore
import ListenClient
import Localization
import Synchronization

/// `learnctl podcasts import FILE.opml`.
struct PodcastsImportCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "import",
        abstract: "Subscribe to the podcasts of an OPML file from another podcast player.",
        discussion: """
            Reads the feeds of an OPML file (nested outlines too), fetches them four at a time and \
            subscribes to each that can be read. Feeds already subscribed to are left as they are; \
            a feed that cannot be fetched or read is named with the reason and the others are \
            imported. On a terminal a progress line is drawn.

            Exit status: 0 when every feed was imported or already there, 1 when one failed.
            """)

    @Argument(help: ArgumentHelp("The OPML file.", valueName: "file.opml"), completion: .file(extensions: ["opml", "xml"]))
    var file: String

    func run() async throws {
        let subscriptions = try await PodcastSubscriptions.signedIn()
        let path = LocalPath.absolute(file)
        let feeds: [OPMLFeed]
        do {
            feeds = try OPML.read([UInt8](try Data(contentsOf: URL(fileURLWithPath: path))))
        } catch let error as OPMLError {
            throw ValidationError(tr("%1$s cannot be imported: %2$s", file, error.description))
        } catch {
            throw ValidationError(tr("%1$s cannot be read: %2$s", file, error.localizedDescription))
        }
        let known = Set(try subscriptions.podcasts().map(\.feedURL))
        let wanted = feeds.filter { !known.contains($0.feedURL) }
        let fetcher = FeedFetcher()
        let loader = FeedLoader(fetcher: fetcher)
        let bar = Mutex(ImportProgressBar(label: tr("Importing")))
        var results: [(OPMLFeed, Result<FeedLoader.Loaded, FeedLoader.Failure>)] = []
        await withTaskGroup(of: (OPMLFeed, Result<FeedLoader.Loaded, FeedLoader.Failure>).self) { group in
            var next = 0
            func start() {
                guard next < wanted.count else { return }
                let feed = wanted[next]
                next += 1
                group.addTask { (feed, await loader.result(feed.feedURL)) }
            }
            for _ in 0..<PodcastRefresher.parallelFetches { start() }
            for await result in group {
                results.append(result)
                let count = results.count
                bar.withLock { $0.update(done: count, total: wanted.count) }
                start()
            }
        }
        try? await fetcher.shutdown()
        bar.withLock { $0.finish() }
        var imported = 0, failed = 0
        for (feed, result) in results {
            switch result {
            case .success(let loaded):
                do {
                    try subscriptions.subscribe(feedURL: loaded.feedURL, feed: loaded.feed, etag: loaded.fetched.etag,
                                                lastModified: loaded.fetched.lastModified)
                    imported += 1
                } catch PodcastError.alreadySubscribed {
                    continue
                }
            case .failure(let failure):
                failed += 1
                Output.error(tr("%1$s: not imported: %2$s", (feed.title.isEmpty ? feed.feedURL : feed.title).terminalLine, failure.description.terminalLine))
            }
        }
        // TRANSLATORS: %1$s podcasts subscribed to, %2$s already there, %3$s that failed.
        Output.line(tr("Imported %1$s podcasts (%2$s already there, %3$s failed).", String(imported), String(feeds.count - wanted.count), String(failed)))
        if failed > 0 { throw ExitCode.failure }
    }
}
