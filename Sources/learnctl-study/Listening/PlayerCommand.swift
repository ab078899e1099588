import ArgumentParser
import LearnCore
import ListenClient
import Localization

/// `learnctl player`: the Listening Practice screen.
struct PlayerCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "player",
        abstract: "Open the Listening Practice screen.",
        discussion: """
            A player card (title, level, state, progress bar, elapsed and remaining time; the \
            speed, the loop and autopause when they are set) above the list of recordings with \
            their levels and lengths; the recording the player has selected is marked with ▶. \
            When the recording has a transcript, the line being heard is shown under the card \
            (marked with ▶) with the line heard before it dimmed above it; when the transcript \
            gives each word's time, the word being heard is underlined. The screen follows \
            the daemon as it plays, also when another program controls it.

            Keys:
              space        play or pause
              ← →          seek back or forward 10 seconds
              ↑ ↓          select a recording (also k, j, Page Up/Down, Home, End)
              Enter        play the selected recording
              , .          go to the previous or the next transcript line
              r            hear the line again from its start
              l            loop the line; when a loop is on, end it
              [ ]          play 0.1 slower or faster (0.5 to 2)
              a            autopause on or off: pause at the end of every line
              t            transcript shown, hidden, or primed: each line's words appear
                           once you have heard the whole line, or, when the transcript
                           gives each word's time, each word just after you hear it
                           (the words still to come as underscores)
              m            mark the line being heard (between lines, the one just heard)
                           for export as a sentence card; again: unmark it
              q            quit (also Ctrl-C); playback goes on

            Marked lines are shown with ★ before their number and kept per account: \
            `learnctl practice marks` lists them and `learnctl practice cards TITLE --marked` \
            makes sentence cards of them. Marking needs a signed-in account (`learnctl signin`); \
            without one the player works and `m` says so.

            Needs a terminal: when standard input or output is not one, it says so and exits \
            with status 1. The terminal is restored on quitting and when the process is \
            interrupted or terminated. Exits with status 1 when the daemon goes away.
            """)

    @OptionGroup var connection: SocketOption

    func run() async throws {
        guard TerminalScreen.isAvailable else {
            Output.error("learnctl: " + tr("the player screen needs a terminal, and standard input or output is not one. In scripts use `learnctl status` or `learnctl watch`."))
            throw ExitCode.failure
        }
        let marks = PlayerScreenMarks(marks: await SignedIn.existing().map(LineMarks.init(signedIn:)))
        try ListendError.reporting {
            var screen = try PlayerScreen(connection: connection.connect(), marks: marks)
            try SingleKeyTerminal.withSingleKeys(ctrlCAsKey: true, alternateScreen: true, farewell: "") { try screen.run() }
        }
    }
}
