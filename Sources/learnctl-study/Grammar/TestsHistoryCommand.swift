import ArgumentParser
import Foundation
import LearnCore
import ListenClient
import Localization

/// `learnctl tests history`: the account's attempts.
struct TestsHistoryCommand: AsyncParsableCommand, PrintsJSON {
    static let configuration = CommandConfiguration(
        commandName: "history",
        abstract: "List your tests and their scores.",
        discussion: """
            Lists your tests and reviews, the latest first: when each was started, its topic and \
            its score (correct answers out of the questions, and the percentage). A test you left \
            before the end shows how many of its questions you answered; \
            `learnctl tests resume` continues the latest one.

            With --json it prints an array of objects with "attempt", "kind" ("test" or \
            "review"), "title", "topic" (the slug, or null for a review of every topic), \
            "started_at", "finished_at" (ISO 8601, or null), "questions", "answered", "correct" \
            and "percent".
            """)

    static let jsonHelp = "Print the attempts as a JSON array."
    @OptionGroup var output: OutputOptions<TestsHistoryCommand>

    func run() async throws {
        let attempts = try await GrammarPractice.signedIn().reportingUnreadableTopics().history()
        if output.json {
            try JSONLines.print(attempts.map {
                AttemptJSON(attempt: $0.attempt.id ?? 0, kind: $0.attempt.kind.rawValue, title: $0.attempt.title, topic: $0.attempt.topicSlug,
                            startedAt: $0.attempt.startedAt, finishedAt: $0.attempt.finishedAt, questions: $0.attempt.questionIds.count,
                            answered: $0.answered, correct: $0.correct, percent: $0.percent)
            })
            return
        }
        guard !attempts.isEmpty else {
            Output.write(tr("You have not taken a test yet. Start one with `learnctl tests take TOPIC`.") + "\n")
            return
        }
        var table = TextTable(header: [tr("Started"), tr("Topic"), tr("Score")], rightAligned: [])
        for overview in attempts {
            let total = overview.attempt.questionIds.count
            table.rows.append([
                DisplayDate.format(overview.attempt.startedAt),
                overview.attempt.title,
                overview.isFinished
                    ? "\(overview.correct)/\(overview.answered) (\(NumberText.percent(overview.percent)))"
                    : tr("unfinished: %d of %d answered, %d correct", overview.answered, total, overview.correct),
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
