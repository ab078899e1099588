import ArgumentParser
import Foundation
import LearnCore
import ListenClient
import Localization

/// `learnctl tests list`: the generated tests.
struct TestsListCommand: AsyncParsableCommand, PrintsJSON {
    static let configuration = CommandConfiguration(
        commandName: "list",
        abstract: "List your generated tests.",
        discussion: """
            Your generated tests, the latest first: number, title, state (generating, ready, \
            in progress, submitted, failed), progress (answered of all) or score, and when it \
            was made (local time). Scheduled tests that are due are generated first and show \
            as ready.

            With --json it prints an array of objects of type "test": "id", "title", "state", \
            "questions", "answered", "correct", "percent" (submitted tests; else null), \
            "failure", "created_at", "started_at", "submitted_at" (ISO 8601 or null), \
            "schedule" and "request".
            """)

    @Option(help: ArgumentHelp("Show at most this many tests.", valueName: "n"))
    var limit = 20

    static let jsonHelp = "Print the tests as a JSON array."
    @OptionGroup var output: OutputOptions<TestsListCommand>

    @OptionGroup var connection: SocketOption

    func validate() throws {
        guard limit > 0 else { throw ValidationError(tr("--limit must be at least 1.")) }
    }

    func run() async throws {
        let material = try await TestMaterial.signedIn()
        try material.generateDueTests(seed: try ShuffleSeed.fromEnvironment(ProcessInfo.processInfo.environment), socket: connection)
        let tests = try material.tests.overviews(limit: limit)
        if output.json {
            try JSONLines.print(tests.map { GeneratedTestJSON($0.test, total: $0.total, answered: $0.answered, correct: $0.correct) })
            return
        }
        guard !tests.isEmpty else {
            Output.write(tr("You have no generated tests yet. Make one with `learnctl tests generate`.") + "\n")
            return
        }
        var table = TextTable(header: [tr("ID"), tr("Title"), tr("State"), tr("Progress"), tr("Made")], rightAligned: [0])
        for overview in tests {
            let test = overview.test
            let progress: String = switch test.state {
            case .submitted: "\(NumberText.percent(overview.percent)) (\(overview.correct)/\(overview.total))"
            case .ready, .inProgress: "\(overview.answered)/\(overview.total)"
            case .generating, .failed: "-"
            }
            table.rows.append([String(test.id ?? 0), test.title.terminalLine, test.state.text, progress,
                               DisplayDate.format(test.createdAt)])
        }
        Output.write(table.rendered)
        if let failed = tests.first(where: { $0.test.state == .failed }) {
            Output.write(tr("Test %1$s failed: %2$s Run `learnctl tests retry %1$s` to try again.",
                            String(failed.test.id ?? 0), failed.test.failure ?? "") + "\n")
        }
    }
}
