import ArgumentParser
import Foundation
import LearnCore
import ListenClient
import ListenProtocol
import Localization

/// `learnctl home` (and `learnctl` alone): what to do today and how far the learner has come.
struct HomeCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "home",
        abstract: "Show what to do today and how far you have come (also `learnctl` alone).",
        discussion: """
            Signed in: a greeting for the time of day, a line on your progress, and For today — \
            the next lesson on your learning path, the flash cards due, a grammar topic to \
            review (the one of your most recent mistake) and the recording listend is playing; \
            then your stage on the path, your streak and your latest badges. Not signed in: \
            what learnctl is and how to sign up or sign in.

            With --json, one object: {"signed_in", "name", "greeting", "next_lesson", \
            "cards_due", "new_cards", "grammar_review", "playing", "path", "streak", "badges"}.
            """)

    @Flag(help: "Print the home screen's data as one JSON object.")
    var json = false

    @OptionGroup var connection: SocketOption

    func run() async throws {
        let context = try LearnContext.open()
        guard let account = try await context.auth.currentAccount() else {
            if json {
                try JSONLines.print(object: ["signed_in": false])
            } else {
                Output.line(HomeScreen.welcome())
            }
            return
        }
        let progress = LearningProgress(database: context.database, account: account, clock: context.clock)
        let report = try progress.home()
        let playing = Self.playing(socket: connection.socket)
        let screen = HomeScreen(report: report, account: account, now: context.clock.now(), playing: playing,
                                style: .standardOutput)
        if json {
            try JSONLines.print(object: screen.json)
        } else {
            Output.line(screen.text)
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
