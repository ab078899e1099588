import ArgumentParser
import Foundation
import LearnCore
import ListenClient
import Localization

/// `learnctl cloze show LIST`: a list's entries with their error counts, in the order chosen.
struct ClozeShowCommand: AsyncParsableCommand, PrintsJSON {
    static let configuration = CommandConfiguration(
        commandName: "show",
        abstract: "Show a list's entries with their error counts.",
        discussion: """
            Shows each entry of LIST (the default list when omitted) with its ID, the number of \
            times it was answered wrong, its word and its sentence.

            --sort orders them by errors (fewest first), alpha (by word, A to Z), created (the \
            order they were added, oldest first) or random (shuffled anew each time); --desc \
            reverses it: most errors, Z to A, newest first. Entries that tie stay in the order \
            they were added. The order chosen is remembered for the list: `cloze show` without \
            --sort and `cloze practice` use it. --sort without --desc sorts ascending; --desc \
            alone reverses the remembered key. A new list is in the order added.

            With --json, prints an object with "list", "sort", "descending" and "entries", an \
            array of objects with "id", "word", "sentence", "blanked", "errors", "right", \
            "created_at" and "last_practiced_at".

            LEARNCTL_SEED (a whole number) fixes the random order, so that a run can be repeated.
            """)

    @Argument(help: "The list (default: your default list).", completion: Completions.clozeLists)
    var list: String?

    @Option(help: ArgumentHelp("Order the entries by errors, alpha, created or random, and remember it.", valueName: "key"))
    var sort: ClozeSortKey?

    @Flag(help: "Most errors, Z to A or newest first.")
    var desc = false

    static let jsonHelp = "Print the list as a JSON object."
    @OptionGroup var output: OutputOptions<ClozeShowCommand>

    func run() async throws {
        let collection = try await ClozeCollection.signedIn()
        var list = try collection.list(named: self.list)
        if sort != nil || desc {
            list = try collection.setSortOrder(ClozeSortOrder(key: sort ?? list.sortKey, descending: desc), of: list)
        }
        let seed = try ShuffleSeed.fromEnvironment(ProcessInfo.processInfo.environment)
        let entries = try collection.entries(in: list, seed: seed)
        if output.json {
            try JSONLines.print(ClozeShowJSON(list: list.name, sort: list.sortKey.rawValue, descending: list.sortDescending,
                                              entries: entries.map { ClozeEntryJSON($0, list: list.name) }))
        } else if entries.isEmpty {
            Output.line(list.isDefault
                ? tr("“%s” has no entries yet; add some with `learnctl cloze add \"word; sentence\"`.", list.name.terminalLine)
                // TRANSLATORS: keep the command in backticks as it is; %1$s and %2$s are both the list's name.
                : tr("“%1$s” has no entries yet; add some with `learnctl cloze add \"word; sentence\" --list \"%2$s\"`.",
                     list.name.terminalLine, list.name.terminalLine))
        } else {
            Output.line(list.name.terminalLine + " · " + ClozeFormat.entries(entries.count) + " · " + list.sortOrder.description)
            Output.line(ClozeFormat.entriesTable(entries))
        }
    }
}
