import ArgumentParser
import ListenClient

/// `learnctl pause`: pauses playback.
struct PauseCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "pause",
        abstract: "Pause playback.",
        discussion: """
            Pauses the recording that is playing and keeps the position; `learnctl resume` goes \
            on from there. Prints the new state in one line. Fails (exit status 1) when nothing \
            is playing or paused.
            """)

    @OptionGroup var connection: SocketOption

    func run() throws {
        try ControlRequest.run(.pause, socket: connection)
    }
}
