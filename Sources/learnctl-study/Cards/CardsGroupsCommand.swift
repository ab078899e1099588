import ArgumentParser
import LearnCore
import ListenClient
import Localization

/// `learnctl cards groups`: lists the groups with their card counts.
struct CardsGroupsCommand: AsyncParsableCommand, PrintsJSON {
    static let configuration = CommandConfiguration(
        commandName: "groups",
        abstract: "List your groups of cards.",
        discussion: """
            Shows each group with the number of its cards, how many of the cards you have studied \
            are due now, and how many you have not studied yet. With --json, prints an array of \
            objects with "name", "cards", "due" and "new".
            """)

    static let jsonHelp = "Print the groups as a JSON array."
    @OptionGroup var output: OutputOptions<CardsGroupsCommand>

    private struct GroupJSON: Encodable {
        let name: String
        let cards: Int
        let due: Int
        let new: Int
    }

    func run() async throws {
        let summaries = try await CardCollection.signedIn().groupSummaries()
        if output.json {
            try JSONLines.print(summaries.map { GroupJSON(name: $0.group.name, cards: $0.cards, due: $0.due, new: $0.new) })
        } else if summaries.isEmpty {
            print(tr("You have no groups yet. Create one with `learnctl cards group add NAME`, or add the starter groups with `learnctl cards import --starter`."))
        } else {
            // TRANSLATORS: column headings of `cards groups`, in capitals.
            let rows = [[tr("GROUP"), tr("CARDS"), tr("DUE"), tr("NEW")]]
                + summaries.map { [$0.group.name, "\($0.cards)", "\($0.due)", "\($0.new)"] }
            print(CardFormat.table(rows, numeric: [1, 2, 3]))
        }
    }
}
