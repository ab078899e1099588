import ArgumentParser
import LearnCore
import ListenClient
import Localization

/// `learnctl cards list`: lists cards.
struct CardsListCommand: AsyncParsableCommand, PrintsJSON {
    static let configuration = CommandConfiguration(
        commandName: "list",
        abstract: "List your cards.",
        discussion: """
            Lists every card, or those of one group, by group and in the order they were added: \
            ID, word, transcription, translation, group, state (new, learning, review or \
            relearning) and when it is due. With --json, prints an array of the card objects that \
            `learnctl cards show --json` prints.
            """)

    @Option(help: ArgumentHelp("List only this group's cards.", valueName: "name"), completion: Completions.cardGroups)
    var group: String?

    static let jsonHelp = "Print the cards as a JSON array."
    @OptionGroup var output: OutputOptions<CardsListCommand>

    func run() async throws {
        let collection = try await CardCollection.signedIn()
        let cards = try collection.cards(inGroup: group)
        let groups = try collection.groupsByID()
        if output.json {
            try JSONLines.print(cards.map { CardJSON(card: $0, group: groups[$0.groupId]?.name ?? "") })
        } else if cards.isEmpty {
            print(group == nil
                ? tr("You have no cards yet. Add one with `learnctl cards add`.")
                : tr("The group has no cards yet. Add one with `learnctl cards add`."))
        } else {
            // TRANSLATORS: column headings of `cards list`, in capitals.
            let headings = [tr("ID"), tr("WORD"), tr("TRANSCRIPTION"), tr("TRANSLATION"), tr("GROUP"), tr("STATE"), tr("DUE")]
            let rows = [headings] + cards.map { card in
                ["\(card.id!)", card.word, card.transcription, card.translation, groups[card.groupId]?.name ?? "",
                 CardFormat.state(card.state), card.state == .new ? "-" : CardFormat.date(card.due)]
            }
            print(CardFormat.table(rows, numeric: [0]))
        }
    }
}
