import ArgumentParser
import LearnCore
import Localization

/// `learnctl cards group delete NAME`: deletes a group.
struct CardsGroupDeleteCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "delete",
        abstract: "Delete a group.",
        discussion: """
            Deletes an empty group. A group that still has cards is only deleted with --force, and \
            then its cards and their review history are deleted with it.
            """)

    @Argument(help: "The group's name.", completion: Completions.cardGroups)
    var name: String

    @Flag(help: "Delete the group even if it has cards, together with them.")
    var force = false

    func run() async throws {
        let (group, cards) = try await CardCollection.signedIn().deleteGroup(named: name, force: force)
        if cards == 0 {
            print(tr("Deleted the group \"%s\".", group.name))
        } else {
            print(trn("Deleted the group \"%s\" and its %s card.", "Deleted the group \"%s\" and its %s cards.", cards, group.name, String(cards)))
        }
    }
}
