import ArgumentParser
import LearnCore

/// `learnctl tests resume [ID]`: continues the latest unfinished test.
struct TestsResumeCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "resume",
        abstract: "Continue the test you left before the end.",
        discussion: """
            Continues your most recently started unfinished test — a topic test or review, or a \
            generated test in progress — with the first question you have not checked, with the \
            options in the same order as before. The answers you checked before count towards \
            its summary or results. With ID it continues that generated test (see \
            `learnctl tests list`). The screen and its input are those of `learnctl tests take` \
            and `learnctl tests start`.
            """)

    @Argument(help: ArgumentHelp("A generated test's number (default: the latest unfinished test).", valueName: "id"))
    var id: Int64?

    @OptionGroup var output: OutputOptions<TestScreen>

    @OptionGroup var connection: SocketOption

    func run() async throws {
        let material = try await TestMaterial.signedIn()
        let practice = material.practice
        let generated = try id.map { try material.tests.test($0) } ?? material.tests.latestInProgress()
        let topicTest: TestSession?
        do {
            topicTest = id == nil ? try practice.resume() : nil
        } catch GrammarError.nothingToResume {
            topicTest = nil
        }
        if let topicTest, (generated?.startedAt).map({ topicTest.attempt.startedAt >= $0 }) ?? true {
            try TestScreen(json: output.json).run(topicTest)
        } else if let generated, let testId = generated.id {
            try GeneratedTestScreen(json: output.json, socket: connection).run(try material.tests.start(testId), tests: material.tests)
        } else {
            throw GeneratedTestError.nothingToResume
        }
    }
}
