import ArgumentParser
import LearnCore
import ListenClient

/// `learnctl cloze lists`: the lists with their entry and error counts.
struct ClozeListsCommand: AsyncParsableCommand, PrintsJSON {
    static let configuration = CommandConfiguration(
        commandName: "lists",
        abstract: "List your cloze lists.",
        discussion: """
            Shows each list with the number of its entries, their errors added up and the order \
            its entries are shown and practised in; the default list comes first. With --json, \
            prints an array of objects with "name", "default", "entries", "errors", "sort" and \
            "descending".
            """)

    static let jsonHelp = "Print the lists as a JSON array."
    @OptionGroup var output: OutputOptions<ClozeListsCommand>

    func run() async throws {
        let summaries = try await ClozeCollection.signedIn().lists()
        if output.json {
            try JSONLines.print(summaries.map {
                ClozeListJSON(name: $0.list.name, isDefault: $0.list.isDefault, entries: $0.entries, errors: $0.errors,
                              sort: $0.list.sortKey.rawValue, descending: $0.list.sortDescending)
            })
        } else {
            Output.line(ClozeFormat.listsTable(summaries))
        }
    }
}
