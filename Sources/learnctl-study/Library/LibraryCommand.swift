import ArgumentParser

/// `learnctl library`: your own recordings, kept by listend next to the bundled ones.
struct LibraryCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "library",
        abstract: "Add your own recordings (files or URLs) to the listening library, or remove them.",
        discussion: """
            listend keeps your library in $XDG_DATA_HOME/listend/library.json; `learnctl library \
            list` shows it with the bundled recordings.
            """,
        subcommands: [LibraryAddCommand.self, LibraryRemoveCommand.self, LibraryListCommand.self]
    )
}
