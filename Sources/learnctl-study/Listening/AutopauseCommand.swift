import ArgumentParser
import ListenClient
import ListenProtocol
import Localization

/// `learnctl autopause`: pauses at the end of every transcript line, or stops doing so.
struct AutopauseCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "autopause",
        abstract: "Pause at the end of every transcript line (on), or play on (off).",
        discussion: """
            With autopause on, the player pauses each time a line of the transcript ends, so you \
            can repeat it or write it down; `learnctl resume` (or space in `learnctl player`) goes \
            on to the next line, `learnctl line replay` plays the line again. Prints the state in \
            one line and the setting.

            Examples:
              learnctl autopause on
              learnctl autopause off
            """)

    @Argument(help: "on or off.")
    var setting: AutopauseSetting

    @OptionGroup var connection: SocketOption

    func run() throws {
        try ControlRequest.run(.autopause(setting == .on), socket: connection) { status in
            status.autopause ? tr("Autopause on: playback pauses at the end of every line.") : tr("Autopause off.")
        }
    }
}

/// The two settings of `learnctl autopause`.
enum AutopauseSetting: String, ExpressibleByArgument, CaseIterable {
    case on, off
}
