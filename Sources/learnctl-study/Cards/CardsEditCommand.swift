import ArgumentParser
import LearnCore
import ListenClient
import Localization

/// `learnctl cards edit ID`: changes a card's texts or group.
struct CardsEditCommand: AsyncParsableCommand, PrintsJSON {
    static let configuration = CommandConfiguration(
        commandName: "edit",
        abstract: "Change a card's word, transcription, translation or group.",
        discussion: """
            Changes only what is given; the card keeps its review history and schedule. The word \
            and the translation cannot be made empty; --transcription "" removes the \
            transcription. A card cannot move to a group that already has its word.
            """)

    @Argument(help: "The card's ID, as `learnctl cards list` shows it.")
    var id: Int64

    @Option(help: ArgumentHelp("The new word.", valueName: "text"))
    var word: String?

    @Option(help: ArgumentHelp("The new transcription.", valueName: "ipa"))
    var transcription: String?

    @Option(help: ArgumentHelp("The new translation.", valueName: "text"))
    var translation: String?

    @Option(help: ArgumentHelp("The group to move the card to.", valueName: "name"), completion: Completions.cardGroups)
    var group: String?

    static let jsonHelp = "Print the changed card as a JSON object."
    @OptionGroup var output: OutputOptions<CardsEditCommand>

    func validate() throws {
        if word == nil && transcription == nil && translation == nil && group == nil {
            throw ValidationError(tr("Nothing to change: give --word, --transcription, --translation or --group."))
        }
    }

    func run() async throws {
        let collection = try await CardCollection.signedIn()
        let card = try collection.editCard(
            id: id, word: word, transcription: transcription, translation: translation, group: group)
        let groupName = try collection.groupsByID()[card.groupId]?.name ?? ""
        if output.json {
            try JSONLines.print(CardJSON(card: card, group: groupName))
        } else {
            print(tr("Changed card %s in %s: %s — %s", String(card.id!), groupName, CardFormat.heading(card), card.translation))
        }
    }
}
