import ArgumentParser
import LearnCore
import Localization

/// `learnctl cards group add NAME`: creates an empty group.
struct CardsGroupAddCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "add",
        abstract: "Create a group.",
        discussion: "Creates an empty group called NAME; a group of that name must not exist yet.")

    @Argument(help: "The group's name, e.g. Travel.")
    var name: String

    func run() async throws {
        let group = try await CardCollection.signedIn().addGroup(named: name)
        print(tr("Created the group \"%s\".", group.name))
    }
}
