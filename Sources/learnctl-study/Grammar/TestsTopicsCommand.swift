import ArgumentParser
import Foundation
import LearnCore
import ListenClient
import Localization

/// `learnctl tests topics`: the Grammar Topics list.
struct TestsTopicsCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "topics",
        abstract: "List the grammar topics.",
        discussion: """
            Lists every topic — the bundled ones, then those you imported — with its number of \
            questions, your best score in a finished test of it and when you last started a test \
            of it ("-" when never).

            With --json it prints an array of objects with "name", "slug", "description", \
            "questions", "best_percent" and "last_taken" (ISO 8601, or null) and "imported".
            """)

    @Flag(help: "Print the topics as a JSON array.")
    var json = false

    func run() async throws {
        let overviews = try await GrammarPractice.signedIn().topicOverviews()
        if json {
            try JSONLines.print(object: overviews.map { overview in
                [
                    "name": overview.topic.name, "slug": overview.topic.slug,
                    "description": overview.topic.description ?? NSNull(),
                    "questions": overview.topic.questions.count,
                    "best_percent": overview.bestPercent ?? NSNull(),
                    "last_taken": JSONLines.date(overview.lastTaken),
                    "imported": overview.topic.isImported,
                ] as [String: Any]
            })
            return
        }
        var table = TextTable(header: [tr("Topic"), tr("Questions"), tr("Best"), tr("Last taken")], rightAligned: [1, 2])
        for overview in overviews {
            table.rows.append([
                overview.topic.isImported ? tr("%s (imported)", overview.topic.name) : overview.topic.name,
                String(overview.topic.questions.count),
                overview.bestPercent.map { NumberText.percent($0) } ?? "-",
                overview.lastTaken.map(DisplayDate.format) ?? "-",
            ])
        }
        Output.write(table.rendered)
    }
}
