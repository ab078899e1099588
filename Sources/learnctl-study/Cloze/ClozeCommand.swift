import ArgumentParser

/// `learnctl cloze`: sentences with a word to fill in, in lists, practised in groups.
struct ClozeCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "cloze",
        abstract: "Practise words in sentences: fill in the blanks.",
        discussion: """
            Each entry is a word and a sentence that holds it, written `word; sentence`. In \
            practice the sentence shows a blank where the word was (every occurrence of it), and \
            you place the words of a group of sentences, given in a shuffled bank, into their \
            blanks; then submit and see what was right.

              learnctl cloze add "meet; Nice to meet you"
              learnctl cloze add --file words.txt --list Travel
              learnctl cloze show "My words" --sort errors --desc
              learnctl cloze practice "My words"

            Entries belong to lists. The default list, "My words", always exists and cannot be \
            deleted; entries added without --list go there. Each entry counts the times it was \
            answered wrong, and `cloze show --sort errors` puts the hardest first.

            `learnctl cloze settings` sets the sentences per group (3, 6 or 9) and whether the \
            sentences are read aloud through listend when a group's result is shown.

            Lists belong to the signed-in account; every cloze command needs you to be signed in.
            """,
        subcommands: [
            ClozeListsCommand.self,
            ClozeListCommand.self,
            ClozeAddCommand.self,
            ClozeShowCommand.self,
            ClozeEditCommand.self,
            ClozeDeleteCommand.self,
            ClozeExportCommand.self,
            ClozePracticeCommand.self,
            ClozeSettingsCommand.self,
        ])
}
