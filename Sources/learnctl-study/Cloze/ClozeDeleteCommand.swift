import ArgumentParser
import LearnCore
import ListenClient
import Localization

/// `learnctl cloze delete ID…`: deletes entries.
struct ClozeDeleteCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "delete",
        abstract: "Delete entries.",
        discussion: """
            Deletes the entries with the IDs given, with their error counts. If an ID is not one \
            of your entries, nothing is deleted. This cannot be undone.
            """)

    @Argument(help: "The entries' IDs, as `learnctl cloze show` shows them.")
    var ids: [Int64]

    func validate() throws {
        if ids.isEmpty { throw ValidationError(tr("Give the ID of an entry to delete.")) }
    }

    func run() async throws {
        let collection = try await ClozeCollection.signedIn()
        for id in ids { _ = try collection.entry(id: id) }
        for id in ids {
            let deleted = try collection.deleteEntry(id: id)
            Output.line(tr("Deleted entry %1$s: %2$s", String(id), deleted.line.terminalLine))
        }
    }
}
