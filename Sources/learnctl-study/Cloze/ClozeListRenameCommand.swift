import ArgumentParser
import LearnCore
import ListenClient
import Localization

/// `learnctl cloze list rename OLD NEW`: renames a list.
struct ClozeListRenameCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "rename",
        abstract: "Rename a list.",
        discussion: """
            Gives the list OLD the name NEW; its entries, their error counts and its sort order \
            stay. Renaming the default list keeps it the default.
            """)

    @Argument(help: "The list's current name.", completion: Completions.clozeLists)
    var old: String

    @Argument(help: "The new name.")
    var new: String

    func run() async throws {
        let collection = try await ClozeCollection.signedIn()
        let previous = try collection.list(named: old)
        let list = try collection.renameList(old, to: new)
        Output.line(tr("Renamed the list “%1$s” to “%2$s”.", previous.name.terminalLine, list.name.terminalLine))
    }
}
