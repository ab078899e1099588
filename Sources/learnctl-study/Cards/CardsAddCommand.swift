import ArgumentParser
import LearnCore
import ListenClient
import Localization

/// `learnctl cards add`: adds a word to memorise.
struct CardsAddCommand: AsyncParsableCommand, PrintsJSON {
    static let configuration = CommandConfiguration(
        commandName: "add",
        abstract: "Add a word to memorise.",
        discussion: """
            Adds a card with the word, its transcription and its translation to a group. The word \
            and the translation are required, the transcription is optional, and the group must \
            exist (see `learnctl cards group add`). A word can be in a group only once, whatever \
            its case.

            On a terminal, whatever is not given on the command line is asked for, and the group \
            is chosen from a numbered list. Without a terminal, give WORD, --translation and \
            --group.

            With --json, prints the new card as a JSON object, including its "id".

            Example:
              learnctl cards add passport --transcription /ˈpɑːspɔːt/ \\
                --translation "el pasaporte" --group Travel
            """)

    @Argument(help: "The word to memorise.")
    var word: String?

    @Option(help: ArgumentHelp("How the word is pronounced, e.g. /ˈpɑːspɔːt/.", valueName: "ipa"))
    var transcription: String?

    @Option(help: ArgumentHelp("The word in your language.", valueName: "text"))
    var translation: String?

    @Option(help: ArgumentHelp("The group to add the card to.", valueName: "name"), completion: Completions.cardGroups)
    var group: String?

    static let jsonHelp = "Print the new card as a JSON object."
    @OptionGroup var output: OutputOptions<CardsAddCommand>

    func run() async throws {
        let collection = try await CardCollection.signedIn()
        let missing = [word == nil ? "WORD" : nil, translation == nil ? "--translation" : nil, group == nil ? "--group" : nil]
            .compactMap { $0 }
        if !missing.isEmpty && !TerminalInput.isTerminal {
            throw ValidationError(
                tr("Missing %s. Standard input is not a terminal, so learnctl cannot ask; give WORD, --translation and --group.",
                   missing.joined(separator: ", ")))
        }
        let prompter = CardPrompter()
        let word = try self.word ?? prompter.ask(tr("Word"))
        let transcription = try transcription ?? (TerminalInput.isTerminal ? prompter.ask(tr("Transcription"), optional: true) : "")
        let translation = try translation ?? prompter.ask(tr("Translation"))
        let groupName = try group ?? prompter.chooseGroup(in: collection)

        let card = try collection.addCard(word: word, transcription: transcription, translation: translation, group: groupName)
        let group = try collection.group(named: groupName)
        if output.json {
            try JSONLines.print(CardJSON(card: card, group: group.name))
        } else {
            print(tr("Added card %s to %s: %s — %s", String(card.id!), group.name, CardFormat.heading(card), card.translation))
        }
    }
}
