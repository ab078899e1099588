import ArgumentParser
import LearnCore
import ListenClient

/// `learnctl cloze lists`: the lists with their entry and error counts.
struct ClozeListsCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "lists",
        abstract: "List your cloze lists.",
        discussion: """
            Shows each list with the number of its entries, their errors added up and the order \
            its entries are shown and practised in; the default list comes first. With --json, \
            prints an array of objects with "name", "default", "entries", "errors", "sort" and \
            "descending".
            """)

    @Flag(help: "Print the lists as a JSON array.")
    var json = false

    func run() async throws {
        let summaries = try await ClozeCollection.signedIn().lists()
        if json {
            try JSONLines.print(object: summaries.map { summary in
                [
                    "name": summary.list.name, "default": summary.list.isDefault, "entries": summary.entries,
                    "errors": summary.errors, "sort": summary.list.sortKey.rawValue, "descending": summary.list.sortDescending,
                ] as [String: Any]
            })
        } else {
            Output.line(ClozeFormat.listsTable(summaries))
        }
    }
}
