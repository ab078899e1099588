import ArgumentParser

/// `learnctl cards`: flash cards in groups, studied with spaced repetition.
struct CardsCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "cards",
        abstract: "Memorise words with flash cards.",
        discussion: """
            Cards hold a word to memorise, its transcription and its translation, and belong to a \
            group such as Travel or Cafe. Start with the starter groups or your own:

              learnctl cards import --starter
              learnctl cards group add Work
              learnctl cards add deadline --translation "el plazo" --group Work

            Then study a group: `learnctl cards study Travel` shows one card at a time; reveal the \
            translation, answer Know or Don't know, and see at the end how many you knew.

            Every answer is a review for the FSRS-6 spaced-repetition scheduler, which decides when \
            each card is due again: minutes later while you are learning it, then days, weeks and \
            months as you keep knowing it. A session holds the group's due cards and up to 20 new \
            cards a day; `--all` goes through every card of the group.

            Cards belong to the signed-in account; every cards command needs you to be signed in.
            """,
        subcommands: [
            CardsGroupsCommand.self,
            CardsGroupCommand.self,
            CardsAddCommand.self,
            CardsListCommand.self,
            CardsShowCommand.self,
            CardsEditCommand.self,
            CardsDeleteCommand.self,
            CardsStudyCommand.self,
            CardsStatsCommand.self,
            CardsImportCommand.self,
            CardsExportCommand.self,
        ])
}
