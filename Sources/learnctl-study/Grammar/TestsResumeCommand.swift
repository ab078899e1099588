import ArgumentParser
import LearnCore

/// `learnctl tests resume`: continues the latest unfinished test.
struct TestsResumeCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "resume",
        abstract: "Continue the test you left before the end.",
        discussion: """
            Continues your latest unfinished test or review with the first question you have not \
            checked, with the options in the same order as before. The answers you checked \
            before count towards its summary. The screen and its input are those of \
            `learnctl tests take`.
            """)

    @OptionGroup var screen: TestScreenOptions

    func run() async throws {
        let practice = try await GrammarPractice.signedIn()
        try TestScreen(json: screen.json).run(try practice.resume())
    }
}
