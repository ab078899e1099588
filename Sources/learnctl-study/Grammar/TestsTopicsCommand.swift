import ArgumentParser
import Foundation
import LearnCore
import ListenClient
import Localization

/// `learnctl tests topics`: the Grammar Topics list.
struct TestsTopicsCommand: AsyncParsableCommand, PrintsJSON {
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

    static let jsonHelp = "Print the topics as a JSON array."
    @OptionGroup var output: OutputOptions<TestsTopicsCommand>

    func run() async throws {
        let overviews = try await GrammarPractice.signedIn().reportingUnreadableTopics().topicOverviews()
        if output.json {
            try JSONLines.print(overviews.map {
                TopicJSON(name: $0.topic.name, slug: $0.topic.slug, description: $0.topic.description, questions: $0.topic.questions.count,
                          bestPercent: $0.bestPercent, lastTaken: $0.lastTaken, imported: $0.topic.isImported)
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
extension TestsTopicsCommand {
    /// A topic as `--json` prints it.
    struct TopicJSON: Encodable {
        let name: String, slug: String
        @Nullable var description: String?
        let questions: Int
        @Nullable var bestPercent: Int?
        @Nullable var lastTaken: Date?
        let imported: Bool

        enum CodingKeys: String, CodingKey {
            case name, slug, description, questions, imported, bestPercent = "best_percent", lastTaken = "last_taken"
        }
    }
}
