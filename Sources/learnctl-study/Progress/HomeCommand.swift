import ArgumentParser
import Foundation
import LearnCore
import ListenClient
import ListenProtocol
import Localization

/// `learnctl home` (and `learnctl` alone): what to do today and how far the learner has come.
struct HomeCommand: AsyncParsableCommand, PrintsJSON {
    static let configuration = CommandConfiguration(
        commandName: "home",
        abstract: "Show what to do today and how far you have come (also `learnctl` alone).",
        discussion: """
            Signed in: a greeting for the time of day, a line on your progress, and For today — \
            the next lesson on your learning path, the flash cards due, a grammar topic to \
            review (the one of your most recent mistake), an article to read at your level with \
            few words new to you, the recording listend is playing and \
            the new episodes of the podcasts you subscribe to; \
            then your stage on the path, your streak and your latest badges. Not signed in: \
            what learnctl is and how to sign up or sign in.

            With --json, one object: {"signed_in", "name", "greeting", "next_lesson", \
            "cards_due", "new_cards", "grammar_review", "article", "playing", "new_episodes", "path", "streak", "badges"}.
            """)

    static let jsonHelp = "Print the home screen's data as one JSON object."
    @OptionGroup var output: OutputOptions<HomeCommand>

    @OptionGroup var connection: SocketOption

    func run() async throws {
        guard let signedIn = try await SignedIn.current() else {
            if output.json {
                try JSONLines.print(HomeJSON.NotSignedIn())
            } else {
                Output.line(HomeScreen.welcome())
            }
            return
        }
        let report = try LearningProgress(signedIn: signedIn).home()
        let playing = Self.playing(socket: connection.socket)
        let screen = HomeScreen(report: report, account: signedIn.account, now: signedIn.clock.now(), playing: playing,
                                newEpisodes: try Self.newEpisodes(PodcastSubscriptions(signedIn: signedIn)),
                                article: Self.article(signedIn, report: report), style: .standardOutput)
        if output.json {
            try JSONLines.print(HomeJSON(screen))
        } else {
            Output.line(screen.text)
        }
    }

    /// An article to read at the learner's level (their current stage's), with the fewest new
    /// words; none when the articles cannot be read.
    static func article(_ signedIn: SignedIn, report: HomeReport) -> ArticleEntry? {
        let path = report.snapshot.path
        let level = path.currentStage?.stage.level ?? path.stages.last?.stage.level ?? "A1"
        let library = ArticleLibrary(signedIn: signedIn)
        return try? library.suggestion(for: library.vocabulary(level: level))
    }

    /// The new episodes of the podcasts subscribed to, newest first.
    static func newEpisodes(_ subscriptions: PodcastSubscriptions) throws -> [(id: Int64, title: String)] {
        let podcasts = Dictionary(try subscriptions.podcasts().map { ($0.id!, $0) }, uniquingKeysWith: { first, _ in first })
        return try subscriptions.episodes(in: [.new]).compactMap { episode in
            podcasts[episode.podcastId].map { (episode.id!, EpisodeEntry.title(of: episode, in: $0)) }
        }
    }

    /// What listend is playing, if it runs and plays (or has paused) something; asked with a short wait.
    static func playing(socket: String?) -> StatusPayload? {
        guard let connection = try? ListendConnection(socketPath: DaemonSocket.path(option: socket)) else { return nil }
        connection.replyTimeout = .milliseconds(500)
        guard let status = try? connection.status(.daemon(.status)), status.track != nil,
              status.state == .playing || status.state == .paused else { return nil }
        return status
    }
}
