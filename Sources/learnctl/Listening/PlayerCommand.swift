import ArgumentParser

/// `learnctl player`: the Listening Practice screen.
struct PlayerCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "player",
        abstract: "Open the Listening Practice screen.",
        discussion: """
            A player card (title, level, state, progress bar, elapsed and remaining time) above \
            the list of recordings with their levels and lengths; the recording the player has \
            selected is marked with ▶. The screen follows the daemon as it plays, also when \
            another program controls it.

            Keys:
              space        play or pause
              ← →          seek back or forward 10 seconds (also h, l)
              ↑ ↓          select a recording (also k, j, Page Up/Down, Home, End)
              Enter        play the selected recording
              q            quit (also Ctrl-C); playback goes on

            Needs a terminal: when standard input or output is not one, it says so and exits \
            with status 1. The terminal is restored on quitting and when the process is \
            interrupted or terminated. Exits with status 1 when the daemon goes away.
            """)

    @OptionGroup var connection: SocketOption

    func run() throws {
        guard TerminalScreen.isAvailable else {
            Output.error("learnctl: the player screen needs a terminal, and standard input or output is not "
                + "one. In scripts use `learnctl status` or `learnctl watch`.")
            throw ExitCode.failure
        }
        try ListendError.reporting {
            let screen = try PlayerScreen(connection: connection.connect())
            try SingleKeyTerminal.withSingleKeys(ctrlCAsKey: true, alternateScreen: true, farewell: "") { try screen.run() }
        }
    }
}
