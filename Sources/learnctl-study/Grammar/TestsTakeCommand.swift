import ArgumentParser
import Foundation
import LearnCore
import Localization

/// `learnctl tests take TOPIC`: the Test screen for one topic.
struct TestsTakeCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "take",
        abstract: "Take a test on a grammar topic.",
        discussion: """
            TOPIC is a topic's name or slug, in any case: "Articles", articles, \
            present-simple-vs-present-continuous. The test has --count questions of the topic \
            (10 by default, or all of them if it has fewer), those you have answered least often \
            first, asked in order of level, easiest first; the order of the options is shuffled \
            for every test. With --level only questions of that level are asked, and when the \
            topic has fewer than --count of them, questions of the levels just below it; never \
            harder ones. The path's grammar lessons pass their stage's level \
            (`learnctl tests take articles --level A1`).

            Each question card shows the prompt and numbered options. Choosing an option does not \
            check it yet: Check does nothing until an option is chosen. The result card says \
            Correct or Incorrect, shows the correct answer when yours was wrong, and explains it. \
            Continue moves to the next question. After the last question the summary card shows \
            the number of correct and incorrect answers, the score and the questions you missed \
            with their correct answers.

            On a terminal: press a digit to choose, Enter to check, Enter again to continue, and \
            q to quit. Quitting keeps the test; `learnctl tests resume` continues it.

            When standard input is not a terminal, or with --json, each input line is one of:
              N           continue if needed, choose option N and check it
              choose N    choose option N
              check       check the chosen option
              continue    continue to the next question or the summary (also: next)
              quit        stop here and keep the test for later (also: q)
              (empty)     Enter: check on a question card, continue on a result card
            The end of the input quits like `quit`; if every question has been answered, the \
            summary is shown instead.

            With --json every card is one JSON object per line, with "type" "question", \
            "chosen", "notice", "result" (with "correct", "correct_answer" and "explanation"), \
            "summary" (with "correct", "incorrect" and "missed") or "paused".

            The environment variable LEARNCTL_SEED fixes the shuffling (a whole number), so that \
            a scripted run can be repeated.
            """)

    @Argument(help: ArgumentHelp("The topic's name or slug.", valueName: "topic"), completion: Completions.grammarTopics)
    var topic: String

    @Option(help: ArgumentHelp("How many questions the test has.", valueName: "n"))
    var count = GrammarPractice.defaultQuestionCount

    @Option(help: ArgumentHelp("Ask only questions of this level (A1 … C2), or of the levels below it.", valueName: "level"))
    var level: CEFRLevel?

    @OptionGroup var output: OutputOptions<TestScreen>

    func validate() throws {
        guard count > 0 else { throw ValidationError(tr("--count must be at least 1.")) }
    }

    func run() async throws {
        let practice = try await GrammarPractice.signedIn().reportingUnreadableTopics()
        let seed = try ShuffleSeed.fromEnvironment(ProcessInfo.processInfo.environment)
        let session = try practice.startTest(topicNamed: topic, count: count, level: level, seed: seed)
        try TestScreen(json: output.json).run(session)
    }
}
