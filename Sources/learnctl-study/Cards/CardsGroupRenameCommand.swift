import ArgumentParser
import LearnCore
import Localization

/// `learnctl cards group rename OLD NEW`: renames a group.
struct CardsGroupRenameCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "rename",
        abstract: "Rename a group.",
        discussion: "Gives the group OLD the name NEW; its cards and their schedules stay as they are.")

    @Argument(help: "The group's current name.", completion: Completions.cardGroups)
    var old: String

    @Argument(help: "The new name.")
    var new: String

    func run() async throws {
        let collection = try await CardCollection.signedIn()
        let previous = try collection.group(named: old)
        let group = try collection.renameGroup(old, to: new)
        print(tr("Renamed the group \"%s\" to \"%s\".", previous.name, group.name))
    }
}
