import ArgumentParser
import LearnCore
import ListenClient
import Localization

/// `learnctl podcasts list`.
struct PodcastsListCommand: AsyncParsableCommand, PrintsJSON {
    static let configuration = CommandConfiguration(
        commandName: "list",
        abstract: "List the podcasts you subscribe to.",
        discussion: """
            Shows each podcast's number, title, level, how many episodes are new and in all, and \
            what the last refresh said (gone, or why it failed).
            """)

    static let jsonHelp = "Print one JSON object per podcast."
    @OptionGroup var output: OutputOptions<PodcastsListCommand>
    @OptionGroup var connection: SocketOption

    func run() async throws {
        let subscriptions = try await PodcastSubscriptions.signedIn()
        EpisodePositions.sync(subscriptions, socket: connection)
        let podcasts = try subscriptions.podcasts()
        if output.json {
            for podcast in podcasts { try JSONLines.print(PodcastJSON(podcast, episodes: try subscriptions.episodes(of: podcast))) }
            return
        }
        guard !podcasts.isEmpty else {
            Output.line(tr("You subscribe to no podcast yet: learnctl podcasts add URL"))
            return
        }
        for podcast in podcasts {
            let summary = PodcastJSON(podcast, episodes: try subscriptions.episodes(of: podcast))
            var line = "\(summary.id)\t\(podcast.title.terminalLine)\t\(podcast.level ?? "—")\t"
            // TRANSLATORS: %1$s new episodes of %2$s.
            line += tr("%1$s new of %2$s", String(summary.new), String(summary.episodes))
            if podcast.isGone { line += "\t" + tr("gone (410)") }
            if let error = podcast.lastError { line += "\t" + tr("last refresh failed: %s", error.terminalLine) }
            Output.line(line)
        }
    }
}
