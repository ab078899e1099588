import ArgumentParser

/// `learnctl practice`: listening practice on the recordings — dictation and comprehension.
struct PracticeCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "practice",
        abstract: "Practise listening: dictation, comprehension quizzes and shadowing.",
        discussion: """
            A dictation plays a recording line by line; after each line you type what you heard \
            and see each word marked right, misspelt, wrong, missing or extra. A quiz asks \
            questions on what a bundled recording says. Shadowing plays each line for you to say \
            back, records you and marks the words that were recognised. Results are kept per account: \
            `learnctl practice history` lists them, `learnctl list` shows your best, and \
            `learnctl practice cards` turns the lines you missed into flash cards.

            These commands need listend running and a signed-in account.
            """,
        subcommands: [
            PracticeDictationCommand.self,
            PracticeQuizCommand.self,
            PracticeShadowCommand.self,
            PracticeHistoryCommand.self,
            PracticeCardsCommand.self,
            PracticeMarksCommand.self,
        ])
}
