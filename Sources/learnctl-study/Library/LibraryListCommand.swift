import ArgumentParser
import ListenClient
import ListenProtocol

/// `learnctl library list`: the bundled recordings and yours, with where each comes from.
struct LibraryListCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "list",
        abstract: "List the bundled recordings and yours, with their source (file or url).",
        discussion: "`learnctl list` with one more column: bundled or yours.")

    @OptionGroup var connection: SocketOption

    func run() throws {
        try ListendError.reporting {
            let connection = try connection.connect()
            let library = try connection.request(.daemon(.list), expecting: LibraryPayload.self)
            let selected = try connection.status(.daemon(.status)).track?.id
            Output.line(ListCommand.table(library.tracks, selected: selected, showingLibrary: true))
        }
    }
}
