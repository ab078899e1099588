import ArgumentParser

/// `learnctl cards group`: creates, renames and deletes groups.
struct CardsGroupCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "group",
        abstract: "Create, rename or delete a group of cards.",
        discussion: """
            Group names are unique whatever their case: "Travel" and "travel" are the same group. \
            See `learnctl cards groups` for the list.
            """,
        subcommands: [CardsGroupAddCommand.self, CardsGroupRenameCommand.self, CardsGroupDeleteCommand.self])
}
