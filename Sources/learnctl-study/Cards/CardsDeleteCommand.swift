import ArgumentParser
import LearnCore
import Localization

/// `learnctl cards delete ID`: deletes a card.
struct CardsDeleteCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "delete",
        abstract: "Delete a card.",
        discussion: "Deletes the card and its review history. This cannot be undone.")

    @Argument(help: "The card's ID, as `learnctl cards list` shows it.")
    var id: Int64

    func run() async throws {
        let card = try await CardCollection.signedIn().deleteCard(id: id)
        print(tr("Deleted card %s: %s.", String(card.id!), card.word))
    }
}
