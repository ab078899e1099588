#if canImport(Glibc)
import Glibc
#endif
import ArgumentParser
import FeedFetching
import LearnCore
import ListenClient
import ListenProtocol
import Localization

/// `learnctl podcasts play EPISODE`.
struct PodcastsPlayCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "play",
        abstract: "Play an episode from where you stopped, with its transcript as lines.",
        discussion: """
            EPISODE is an episode's number (as `learnctl podcasts episodes` shows it), its title \
            (or a part only it holds), `latest` (the newest; of --podcast when given) or `next` \
            (the episode after the one listend has selected, or after the last one you played). \
            The download is played if there is one, else the episode streams. listend plays on \
            from where you stopped in it, and from the start once you heard it to the end.

            The feed's transcript becomes the episode's lines when it is timed (WebVTT, then \
            SubRip, then JSON; in the podcast's language when there is a choice); an HTML or \
            plain-text transcript is kept in the cache. The feed's chapters replace the file's.

            Examples:
              learnctl podcasts play latest --podcast "Coffee Break"
              learnctl podcasts play 42
              learnctl podcasts play next
            """)

    @Argument(help: ArgumentHelp("An episode's number or title, latest or next.", valueName: "episode"))
    var episode: String

    @Option(help: ArgumentHelp("The podcast to look in (its number or title).", valueName: "podcast"))
    var podcast: String?

    @OptionGroup var connection: SocketOption

    func run() async throws {
        let subscriptions = try await PodcastSubscriptions.signedIn()
        EpisodePositions.sync(subscriptions, socket: connection)
        let chosen = try choose(subscriptions)
        let show = try subscriptions.podcast(of: chosen)
        let entry = EpisodeEntry(episode: chosen, podcast: show, folders: .fromEnvironment())
        let fetcher = FeedFetcher(timeout: .seconds(20))
        let warn: (String) -> Void = { Output.error("learnctl: \($0)") }
        let transcript = await entry.transcriptFile(fetcher: fetcher, warn: warn)
        let chapters = await entry.chapters(fetcher: fetcher, warn: warn)
        try? await fetcher.shutdown()
        let status = try ListendError.reporting {
            let listend = try connection.connect()
            let track = try entry.add(to: listend, transcript: transcript, chapters: chapters)
            var status = try listend.status(.daemon(.play(.track(track.id))))
            let deadline = ContinuousClock.now + .seconds(10)
            while status.state == .loading, ContinuousClock.now < deadline {
                usleep(50_000)
                status = try listend.status(.daemon(.status))
            }
            return status
        }
        if status.position >= 1 {
            // TRANSLATORS: %1$s is the episode's library title, %2$s where it plays on from (1:05).
            Output.line(tr("Playing \"%1$s\" from %2$s.", entry.title, ClockText.format(status.position)))
        } else {
            Output.line(tr("Playing \"%s\".", entry.title))
        }
        if status.lines > 0 {
            Output.line(tr("%s transcript lines: `learnctl line next`, `learnctl practice dictation` work on it.", String(status.lines)))
        }
        if let next = try subscriptions.episode(after: chosen) {
            Output.line(tr("Next: \"%1$s\" (learnctl podcasts play %2$s).", next.title.terminalLine, String(next.id!)))
        }
    }

    private func choose(_ subscriptions: PodcastSubscriptions) throws -> PodcastEpisode {
        let show = try podcast.map(subscriptions.podcast(named:))
        guard episode.lowercased() == "next" else { return try subscriptions.episode(named: episode, in: show) }
        let all = try subscriptions.episodes(of: show)
        var current: PodcastEpisode?
        if let listend = try? connection.connect(), let status = try? listend.status(.daemon(.status)), let title = status.track?.title {
            for candidate in all {
                let p = try subscriptions.podcast(of: candidate)
                if EpisodeEntry.title(of: candidate, in: p) == title { current = candidate; break }
            }
        }
        if current == nil { current = all.filter { $0.playedAt != nil }.max { ($0.playedAt ?? .distantPast) < ($1.playedAt ?? .distantPast) } }
        guard let current else { throw PodcastError.noEpisodes }
        guard let next = try subscriptions.episode(after: current) else {
            throw ValidationError(tr("\"%s\" is the newest episode; there is no next one yet.", current.title.terminalLine))
        }
        return next
    }
}
