import ArgumentParser
import ListenClient

/// `learnctl toggle`: plays or pauses.
struct ToggleCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "toggle",
        abstract: "Play or pause.",
        discussion: """
            Pauses when playing; otherwise plays the selected recording from where it is. Meant \
            for a key binding or a status-bar click. Prints the new state in one line.
            """)

    @OptionGroup var connection: SocketOption

    func run() throws {
        try ControlRequest.run(.toggle, socket: connection)
    }
}
