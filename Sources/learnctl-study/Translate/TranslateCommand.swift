import ArgumentParser

/// `learnctl translate`: offline translation, its history and settings, conversation mode.
struct TranslateCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "translate",
        abstract: "Translate offline: sentences with Apertium, words with FreeDict dictionaries.",
        discussion: """
            `learnctl translate TEXT` translates (it is `translate text`); the other subcommands \
            list the installed pairs, keep the history and favourites, hold a two-person \
            conversation, make flash cards and change the settings. Nothing is downloaded: \
            pairs come from Debian's apertium-* and dict-freedict-* packages. To translate a \
            word that names a subcommand, write `learnctl translate text history`.

            Examples:
              learnctl translate "The train leaves at nine."
              learnctl translate --from es --to en perro --card
              learnctl translate converse --pair en-es
              learnctl translate history --search estación
            """,
        subcommands: [
            TranslateTextCommand.self,
            TranslatePacksCommand.self,
            TranslateHistoryCommand.self,
            TranslateFavouriteCommand.self,
            TranslateUnfavouriteCommand.self,
            TranslateForgetCommand.self,
            TranslateCardCommand.self,
            TranslateConverseCommand.self,
            TranslateSettingsCommand.self,
        ],
        defaultSubcommand: TranslateTextCommand.self
    )
}
