import ArgumentParser
import Foundation
import LearnCore
import ListenClient
import Localization

/// `learnctl tests history`: the account's attempts.
struct TestsHistoryCommand: AsyncParsableCommand {
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

    @Flag(help: "Print the attempts as a JSON array.")
    var json = false

    func run() async throws {
        let attempts = try await GrammarPractice.signedIn().history()
        if json {
            try JSONLines.print(object: attempts.map { overview in
                [
                    "attempt": overview.attempt.id ?? 0, "kind": overview.attempt.kind.rawValue,
                    "title": overview.attempt.title, "topic": overview.attempt.topicSlug ?? NSNull(),
                    "started_at": JSONLines.date(overview.attempt.startedAt),
                    "finished_at": JSONLines.date(overview.attempt.finishedAt),
                    "questions": overview.attempt.questionIds.count, "answered": overview.answered,
                    "correct": overview.correct, "percent": overview.percent,
                ] as [String: Any]
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
