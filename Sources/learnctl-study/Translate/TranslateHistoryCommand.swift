import ArgumentParser
import LearnCore
import ListenClient
import Localization

/// `learnctl translate history`: past translations, newest first.
struct TranslateHistoryCommand: AsyncParsableCommand, PrintsJSON {
    static let configuration = CommandConfiguration(
        commandName: "history",
        abstract: "List your translations, newest first.",
        discussion: """
            Every translation made while signed in is kept, conversations as one entry. ★ marks \
            favourites. --search keeps those whose text or translation contains the words, \
            ignoring case and accents (“estacion” finds “estación”); --favourites keeps the \
            favourites; --limit shows only the newest N. With an ID, shows that entry whole, \
            a conversation turn by turn.

            `learnctl translate favourite ID` stars an entry, `translate card ID` makes it a \
            flash card, `translate forget ID` deletes it.

            With --json, prints an array of objects with "id", "kind", "from", "to", "text", \
            "translation", "favourite" and "created_at" (and "turns" for an entry given by ID).
            """)

    @Argument(help: "An entry to show whole.")
    var id: Int64?

    @Option(help: ArgumentHelp("Only entries containing this text.", valueName: "text"))
    var search: String?

    @Flag(help: "Only favourites.")
    var favourites = false

    @Option(help: ArgumentHelp("Show the newest N entries.", valueName: "n"))
    var limit: Int?

    static let jsonHelp = "Print the entries as a JSON array."
    @OptionGroup var output: OutputOptions<TranslateHistoryCommand>

    func validate() throws {
        if let limit, limit < 1 { throw ValidationError(tr("--limit must be at least 1.")) }
        if id != nil, search != nil || favourites || limit != nil {
            throw ValidationError(tr("An ID shows one entry; --search, --favourites and --limit list several."))
        }
    }

    func run() async throws {
        let history = try await TranslationHistory.signedIn()
        if let id {
            let entry = try history.entry(id: id)
            let turns = try history.turns(of: entry)
            if output.json { try JSONLines.print([TranslationEntryJSON(entry, turns: turns)]) }
            else { TranslationEntryText.details(entry, turns: turns).forEach(Output.line) }
            return
        }
        let entries = try history.entries(matching: search, favouritesOnly: favourites, limit: limit)
        if output.json {
            try JSONLines.print(entries.map { TranslationEntryJSON($0) })
            return
        }
        guard !entries.isEmpty else {
            Output.line(search != nil || favourites ? tr("No translation matches.") : tr("No translations yet: `learnctl translate TEXT` adds one."))
            return
        }
        let width = entries.map { String($0.id ?? 0).count }.max() ?? 1
        for entry in entries { Output.line(TranslationEntryText.row(entry, idWidth: width)) }
    }
}
