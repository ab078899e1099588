import ArgumentParser

/// `learnctl speak history`: the attempts (`list`, the default) and forgetting them (`forget`).
struct SpeakHistoryCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "history",
        abstract: "List your speaking attempts and the words you miss most often, or forget attempts.",
        discussion: """
            `learnctl speak history` lists the latest attempts and the words most often missed \
            (`list`, the default); `learnctl speak history forget ID…|--all` deletes attempts \
            together with the recordings of them listend made.
            """,
        subcommands: [SpeakHistoryListCommand.self, SpeakHistoryForgetCommand.self],
        defaultSubcommand: SpeakHistoryListCommand.self)
}
