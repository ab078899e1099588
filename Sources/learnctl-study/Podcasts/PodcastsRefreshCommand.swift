#if canImport(Glibc)
import Glibc
#endif
import ArgumentParser
import FeedFetching
import LearnCore
import ListenClient
import Localization
import Synchronization

/// `learnctl podcasts refresh [PODCAST] [--quiet]`.
struct PodcastsRefreshCommand: AsyncParsableCommand, PrintsJSON {
    static let configuration = CommandConfiguration(
        commandName: "refresh",
        abstract: "Fetch the podcasts' feeds and take in new episodes.",
        discussion: """
            Fetches every feed (or PODCAST's), four at a time, each with a 30 s timeout. A feed \
            unchanged since the last refresh costs one short answer (the ETag and Last-Modified \
            the server gave are sent back); a feed moved for good (301, 308) is refreshed at its \
            new address from then on; a feed the server says is gone (410) is not fetched again. \
            A feed that cannot be fetched or read is named with the reason, and what was stored \
            for it stays. On a terminal a progress line is drawn.

            --quiet prints nothing but failures, and nothing at all when nobody is signed in: \
            the learnctl-podcasts.timer systemd user timer runs `learnctl podcasts refresh --quiet`.

            --transcribe then transcribes each new episode whose feed links no timed transcript \
            (aligning the feed's HTML or plain-text transcript when there is one), as \
            `learnctl transcribe` does, so that it has lines when you play it.

            Exit status: 0 when every feed was refreshed, 1 when one failed.
            """)

    @Argument(help: ArgumentHelp("Only this podcast (its number or title).", valueName: "podcast"))
    var podcast: String?

    @Flag(help: "Print only failures.") var quiet = false

    @Flag(help: "Transcribe the new episodes that have no timed transcript.") var transcribe = false

    @OptionGroup var connection: SocketOption

    static let jsonHelp = "Print one JSON object per podcast refreshed."
    @OptionGroup var output: OutputOptions<PodcastsRefreshCommand>

    func run() async throws {
        if quiet, await SignedIn.existing() == nil { return }
        let subscriptions = try await PodcastSubscriptions.signedIn()
        let podcasts = try podcast.map { [try subscriptions.podcast(named: $0)] } ?? subscriptions.podcasts()
        let fetcher = FeedFetcher()
        let bar = Mutex(ImportProgressBar(label: tr("Refreshing")))
        let total = podcasts.filter { !$0.isGone }.count
        let done = Mutex(0)
        let showBar = !quiet && !output.json
        let results = await PodcastRefresher(subscriptions: subscriptions, fetcher: fetcher).refresh(podcasts) { _, _ in
            let count = done.withLock { $0 += 1; return $0 }
            if showBar { bar.withLock { $0.update(done: count, total: total) } }
        }
        try? await fetcher.shutdown()
        if showBar { bar.withLock { $0.finish() } }
        var failed = 0, added = 0
        for (podcast, result) in results.sorted(by: { $0.0.title < $1.0.title }) {
            if output.json {
                try JSONLines.print(RefreshJSON(podcast: podcast, result: result))
                if case .failed = result { failed += 1 }
                continue
            }
            switch result {
            case .updated(let count):
                added += count
                if !quiet, count > 0 { Output.line(tr("%1$s: %2$s new episodes.", podcast.title.terminalLine, String(count))) }
            case .unchanged: break
            case .gone:
                Output.error(tr("%s: the feed is gone (410); it will not be fetched again.", podcast.title.terminalLine))
            case .failed(let message):
                failed += 1
                Output.error(tr("%1$s: not refreshed: %2$s", podcast.title.terminalLine, message.terminalLine))
            }
        }
        if !quiet && !output.json {
            Output.line(tr("%1$s podcasts refreshed, %2$s new episodes.", String(results.count - failed), String(added)))
        }
        if transcribe {
            failed += try await EpisodeTranscription.transcribe(try subscriptions.episodes(in: [.new]), subscriptions: subscriptions,
                                                                 socket: connection, quiet: quiet || output.json)
        }
        if failed > 0 { throw ExitCode.failure }
    }
}

/// One podcast's refresh as `--json` prints it.
struct RefreshJSON: Encodable {
    let id: Int64
    let title: String
    let result: String
    let newEpisodes: Int?
    let error: String?

    enum CodingKeys: String, CodingKey {
        case id, title, result, error, newEpisodes = "new_episodes"
    }

    init(podcast: Podcast, result: PodcastRefresher.Result) {
        id = podcast.id ?? 0
        title = podcast.title
        switch result {
        case .updated(let count): (self.result, newEpisodes, error) = ("updated", count, nil)
        case .unchanged: (self.result, newEpisodes, error) = ("unchanged", 0, nil)
        case .gone: (self.result, newEpisodes, error) = ("gone", nil, nil)
        case .failed(let message): (self.result, newEpisodes, error) = ("failed", nil, message)
        }
    }
}
