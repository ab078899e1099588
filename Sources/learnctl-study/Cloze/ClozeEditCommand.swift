import ArgumentParser
import LearnCore
import ListenClient
import Localization

/// `learnctl cloze edit ID`: changes an entry's word or sentence, or moves it to another list.
struct ClozeEditCommand: AsyncParsableCommand, PrintsJSON {
    static let configuration = CommandConfiguration(
        commandName: "edit",
        abstract: "Change an entry's word or sentence, or move it to another list.",
        discussion: """
            Give the whole entry again as `word; sentence`, or only --word or --sentence; \
            --list moves it. What it ends up with follows the rules of `learnctl cloze add`, and \
            the list it is in must not have the same word and sentence already. Its error \
            counts stay.

            Examples:
              learnctl cloze edit 3 "meet; Pleased to meet you"
              learnctl cloze edit 3 --list Travel
            """)

    @Argument(help: "The entry's ID, as `learnctl cloze show` shows it.")
    var id: Int64

    @Argument(help: ArgumentHelp("The new entry, as \"word; sentence\".", valueName: "entry"))
    var entry: String?

    @Option(help: ArgumentHelp("The new word.", valueName: "text"))
    var word: String?

    @Option(help: ArgumentHelp("The new sentence.", valueName: "text"))
    var sentence: String?

    @Option(help: ArgumentHelp("The list to move the entry to.", valueName: "name"), completion: Completions.clozeLists)
    var list: String?

    static let jsonHelp = "Print the changed entry as a JSON object."
    @OptionGroup var output: OutputOptions<ClozeEditCommand>

    func validate() throws {
        if entry != nil && (word != nil || sentence != nil) {
            throw ValidationError(tr("Give either ENTRY or --word and --sentence, not both."))
        }
        if entry == nil && word == nil && sentence == nil && list == nil {
            throw ValidationError(tr("Nothing to change: give ENTRY, --word, --sentence or --list."))
        }
    }

    func run() async throws {
        let collection = try await ClozeCollection.signedIn()
        var word = self.word
        var sentence = self.sentence
        if let entry {
            (word, sentence) = try ClozeText.parse(entry)
        }
        let edited = try collection.editEntry(id: id, word: word, sentence: sentence, list: list)
        let name = try collection.listsByID()[edited.listId]?.name ?? ""
        if output.json {
            try JSONLines.print(ClozeEntryJSON(edited, list: name))
        } else {
            Output.line(tr("Changed entry %1$s in “%2$s”: %3$s", String(edited.id!), name.terminalLine, ClozeFormat.entry(edited)))
        }
    }
}
