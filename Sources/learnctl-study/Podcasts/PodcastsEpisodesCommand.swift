import ArgumentParser
import Foundation
import LearnCore
import ListenClient
import Localization

/// `learnctl podcasts episodes [PODCAST] [--new | --in-progress | --played]`.
struct PodcastsEpisodesCommand: AsyncParsableCommand, PrintsJSON {
    static let configuration = CommandConfiguration(
        commandName: "episodes",
        abstract: "List episodes, newest first: new, in progress, played.",
        discussion: """
            Shows each episode's number (for `play`, `download` and `mark`), its state, date, \
            where you stopped and its length, whether it is downloaded and whether its feed \
            gives a transcript. Where listend says you stopped is read first: an episode heard \
            to 95 % is played.

            Examples:
              learnctl podcasts episodes --new
              learnctl podcasts episodes "Coffee Break" --in-progress --json
            """)

    @Argument(help: ArgumentHelp("Only this podcast's episodes (its number or title).", valueName: "podcast"))
    var podcast: String?

    @Flag(help: "Only new episodes.") var new = false
    @Flag(help: "Only episodes started and not finished.") var inProgress = false
    @Flag(help: "Only played episodes.") var played = false

    @Option(help: ArgumentHelp("At most this many (default: 50; 0: all).", valueName: "n"))
    var limit = 50

    static let jsonHelp = "Print one JSON object per episode."
    @OptionGroup var output: OutputOptions<PodcastsEpisodesCommand>
    @OptionGroup var connection: SocketOption

    func run() async throws {
        let subscriptions = try await PodcastSubscriptions.signedIn()
        EpisodePositions.sync(subscriptions, socket: connection)
        let show = try podcast.map(subscriptions.podcast(named:))
        var states: Set<EpisodeState> = []
        if new { states.insert(.new) }
        if inProgress { states.insert(.inProgress) }
        if played { states.insert(.played) }
        var episodes = try subscriptions.episodes(of: show, in: states.isEmpty ? nil : states)
        if limit > 0 { episodes = Array(episodes.prefix(limit)) }
        var podcasts: [Int64: Podcast] = [:]
        for podcast in try subscriptions.podcasts() { podcasts[podcast.id!] = podcast }
        for episode in episodes {
            guard let podcast = podcasts[episode.podcastId] else { continue }
            if output.json {
                try JSONLines.print(EpisodeJSON(episode, podcast: podcast))
                continue
            }
            let date = episode.publishedAt.map { ISO8601DateFormatter.string(from: $0, timeZone: .current, formatOptions: [.withFullDate]) } ?? "—"
            let length = episode.duration.map(ClockText.format) ?? "—"
            let heard = episode.state == .inProgress ? "\(ClockText.format(episode.position))/\(length)" : length
            var marks: [String] = []
            if episode.downloadPath != nil { marks.append(tr("downloaded")) }
            if !episode.transcripts.isEmpty { marks.append(tr("transcript")) }
            Output.line("\(episode.id!)\t\(Self.stateText(episode.state))\t\(date)\t\(heard)\t\(EpisodeEntry.title(of: episode, in: podcast))"
                        + (marks.isEmpty ? "" : "\t[\(marks.joined(separator: ", "))]"))
        }
        if !output.json && episodes.isEmpty { Output.line(tr("No episodes.")) }
    }

    static func stateText(_ state: EpisodeState) -> String {
        switch state {
        case .new: tr("new")
        case .inProgress: tr("in progress")
        case .played: tr("played")
        case .unplayed: tr("unplayed")
        }
    }
}
