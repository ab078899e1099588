import ArgumentParser

/// `learnctl cloze list`: creates, renames and deletes lists.
struct ClozeListCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "list",
        abstract: "Create, rename or delete a cloze list.",
        discussion: """
            List names are unique whatever their case: "Travel" and "travel" are the same list. \
            The default list ("My words") can be renamed, and stays the default, but not deleted. \
            See `learnctl cloze lists` for your lists.
            """,
        subcommands: [ClozeListAddCommand.self, ClozeListRenameCommand.self, ClozeListDeleteCommand.self])
}
