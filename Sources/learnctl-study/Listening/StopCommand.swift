import ArgumentParser
import ListenClient

/// `learnctl stop`: stops playback.
struct StopCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "stop",
        abstract: "Stop playback.",
        discussion: """
            Stops and goes back to the start of the recording, which stays selected: \
            `learnctl play` or `learnctl resume` plays it again from the beginning. Prints the \
            new state in one line.
            """)

    @OptionGroup var connection: SocketOption

    func run() throws {
        try ControlRequest.run(.stop, socket: connection)
    }
}
