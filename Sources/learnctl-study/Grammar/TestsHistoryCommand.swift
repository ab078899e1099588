import ArgumentParser
import Foundation
import LearnCore
import ListenClient
import Localization

/// `learnctl tests history`: every test the account has taken.
struct TestsHistoryCommand: AsyncParsableCommand, PrintsJSON {
    static let configuration = CommandConfiguration(
        commandName: "history",
        abstract: "List your tests and their scores.",
        discussion: """
            Lists every test you have taken, the latest first: topic tests (`tests take`), \
            reviews (`tests review`) and generated tests once started (`tests start`). Each \
            shows when it was started, its topic or title and its score (correct answers, and \
            the percentage; a generated test counts its unanswered questions as wrong). A test \
            you left before the end shows how many of its questions you answered; \
            `learnctl tests resume` continues the latest topic test, `learnctl tests start ID` a \
            generated one.

            With --json it prints an array of objects with "attempt" (the attempt's number, or \
            the generated test's), "kind" ("test", "review" or "generated"), "title", "topic" \
            (the slug of a topic test, else null), "started_at", "finished_at" (ISO 8601, or \
            null), "questions", "answered", "correct" and "percent".
            """)

    static let jsonHelp = "Print the tests as a JSON array."
    @OptionGroup var output: OutputOptions<TestsHistoryCommand>

    func run() async throws {
        let taken = try await GrammarPractice.signedIn().reportingUnreadableTopics().takenTests()
        if output.json {
            try JSONLines.print(taken.map {
                AttemptJSON(attempt: $0.id, kind: $0.kind.rawValue, title: $0.title, topic: $0.topicSlug, startedAt: $0.startedAt,
                            finishedAt: $0.finishedAt, questions: $0.questionCount, answered: $0.answers.count,
                            correct: $0.correct, percent: $0.percent)
            })
            return
        }
        guard !taken.isEmpty else {
            Output.write(tr("You have not taken a test yet. Start one with `learnctl tests take TOPIC`.") + "\n")
            return
        }
        var table = TextTable(header: [tr("Started"), tr("Test"), tr("Score")], rightAligned: [])
        for test in taken {
            let title = test.kind == .generated ? tr("%1$s (generated, %2$s)", test.title.terminalLine, String(test.id)) : test.title.terminalLine
            table.rows.append([
                DisplayDate.format(test.startedAt),
                title,
                test.isFinished
                    ? "\(test.correct)/\(test.kind == .generated ? test.questionCount : test.answers.count) (\(NumberText.percent(test.percent)))"
                    : tr("unfinished: %d of %d answered, %d correct", test.answers.count, test.questionCount, test.correct),
            ])
        }
        Output.write(table.rendered)
    }
}
extension TestsHistoryCommand {
    /// An attempt as `--json` prints it.
    struct AttemptJSON: Encodable {
        let attempt: Int64, kind: String, title: String
        @Nullable var topic: String?
        let startedAt: Date
        @Nullable var finishedAt: Date?
        let questions: Int, answered: Int, correct: Int, percent: Int

        enum CodingKeys: String, CodingKey {
            case attempt, kind, title, topic, questions, answered, correct, percent, startedAt = "started_at", finishedAt = "finished_at"
        }
    }
}
