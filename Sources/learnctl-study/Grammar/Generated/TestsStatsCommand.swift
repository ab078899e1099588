import ArgumentParser
import LearnCore
import ListenClient

/// `learnctl tests stats`: the statistics card of every test taken.
struct TestsStatsCommand: AsyncParsableCommand, PrintsJSON {
    static let configuration = CommandConfiguration(
        commandName: "stats",
        abstract: "Show statistics of your tests.",
        discussion: """
            Sums up every test you finished — topic tests, reviews and submitted generated \
            tests, as `learnctl tests history` lists them: how many you took, their average \
            score (the mean of the tests' percentages, rounded), how many questions you \
            answered, your accuracy — right answers out of answered questions — per topic (the \
            weakest first) and per skill, and the trend of your last 10 scores, oldest first. \
            Tests not finished yet do not count; in a submitted generated test, unanswered \
            questions count towards its score but not towards the questions answered and the \
            accuracies.

            With --json it prints one object of type "stats" with "tests_taken", \
            "average_percent" (null before the first test), "questions_answered", "topics" \
            (each with "name", "right", "answered", "percent"), "skills" (each with "skill", \
            "right", "answered", "percent") and "trend" (each with "kind", "test", "title", \
            "submitted_at", "percent").
            """)

    static let jsonHelp = "Print the statistics as one JSON object."
    @OptionGroup var output: OutputOptions<TestsStatsCommand>

    func run() async throws {
        let statistics = try await GrammarPractice.signedIn().reportingUnreadableTopics().statistics()
        if output.json {
            try JSONLines.print(StatisticsJSON(statistics))
        } else {
            Output.write(StatisticsText.text(statistics))
        }
    }
}
