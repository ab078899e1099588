import ArgumentParser
import Foundation
import LearnCore
import ListenClient

/// `learnctl tests start ID`: takes a generated test.
struct TestsStartCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "start",
        abstract: "Take a generated test.",
        discussion: """
            Starts the ready test ID (see `learnctl tests list`), or continues it when it is in \
            progress. The screen is that of `learnctl tests take`, with a progress bar: choose an \
            option (1–5), Enter checks it and shows the explanation, Enter again continues. p (or \
            the line `play`) plays the line a listening question is about through listend. q \
            leaves the test in progress for `learnctl tests resume`. After the last question, or \
            when you submit early with s (or the line `submit`; unanswered questions count as \
            wrong, so it asks first: y or `yes` confirms), the results are shown: see \
            `learnctl tests results`.

            Scheduled tests that are due are generated first (see `learnctl tests schedule`).
            """)

    @Argument(help: ArgumentHelp("The test's number.", valueName: "id"))
    var id: Int64

    @OptionGroup var output: OutputOptions<TestScreen>

    @OptionGroup var connection: SocketOption

    func run() async throws {
        let material = try await TestMaterial.signedIn()
        try material.generateDueTests(seed: try ShuffleSeed.fromEnvironment(ProcessInfo.processInfo.environment), socket: connection)
        try GeneratedTestScreen(json: output.json, socket: connection).run(try material.tests.start(id), tests: material.tests)
    }
}
