import ArgumentParser
import ListenClient

/// `learnctl resume`: goes on playing.
struct ResumeCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "resume",
        abstract: "Resume playback.",
        discussion: """
            Goes on playing the selected recording from where it was paused or stopped. Prints \
            the new state in one line. Fails (exit status 1) when nothing is selected or the \
            recording failed to load (play it again with `learnctl play`).
            """)

    @OptionGroup var connection: SocketOption

    func run() throws {
        try ControlRequest.run(.resume, socket: connection)
    }
}
