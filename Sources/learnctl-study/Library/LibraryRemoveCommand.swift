import ArgumentParser
import ListenClient
import ListenProtocol
import Localization

/// `learnctl library remove <title>`.
struct LibraryRemoveCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "remove",
        abstract: "Remove one of your recordings from the library (the file itself is kept).",
        discussion: """
            Takes the title (any case; several words are one title) or the id. Bundled \
            recordings cannot be removed; an unknown title names the closest ones.
            """
    )

    @Argument(help: ArgumentHelp("The title (or id) of the recording.", valueName: "title"),
              completion: Completions.yourRecordingTitles)
    var title: [String]

    @OptionGroup var connection: SocketOption

    func run() throws {
        let name = title.joined(separator: " ")
        try ListendError.reporting {
            let track = try connection.connect().request(.daemon(.libraryRemove(name)), expecting: TrackPayload.self)
            Output.line(tr("Removed \"%s\".", track.title.terminalLine))
        }
    }
}
