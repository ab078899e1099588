import ArgumentParser
import LearnCore
import ListenClient

/// `learnctl tests stats`: the statistics card of generated tests.
struct TestsStatsCommand: AsyncParsableCommand, PrintsJSON {
    static let configuration = CommandConfiguration(
        commandName: "stats",
        abstract: "Show statistics of your generated tests.",
        discussion: """
            Sums up your submitted generated tests: how many you took, their average score \
            (the mean of the tests' percentages, rounded), how many questions you answered, \
            your accuracy — right answers out of answered questions — per topic (the weakest \
            first) and per skill, and the trend of your last 10 scores, oldest first. Tests \
            not submitted yet do not count; in a submitted test, unanswered questions count \
            towards its score but not towards the questions answered and the accuracies.

            With --json it prints one object of type "stats" with "tests_taken", \
            "average_percent" (null before the first test), "questions_answered", "topics" \
            (each with "name", "right", "answered", "percent"), "skills" (each with "skill", \
            "right", "answered", "percent") and "trend" (each with "test", "title", \
            "submitted_at", "percent").
            """)

    static let jsonHelp = "Print the statistics as one JSON object."
    @OptionGroup var output: OutputOptions<TestsStatsCommand>

    func run() async throws {
        let statistics = try await GeneratedTests.signedIn().statistics()
        if output.json {
            try JSONLines.print(StatisticsJSON(statistics))
        } else {
            Output.write(StatisticsText.text(statistics))
        }
    }
}
