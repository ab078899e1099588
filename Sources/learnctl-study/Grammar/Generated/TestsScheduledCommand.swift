import ArgumentParser
import Foundation
import LearnCore
import ListenClient

/// `learnctl tests scheduled`: the scheduled tests; generates those that are due.
struct TestsScheduledCommand: AsyncParsableCommand, PrintsJSON {
    static let configuration = CommandConfiguration(
        commandName: "scheduled",
        abstract: "List your scheduled tests.",
        discussion: """
            Lists the tests you scheduled with `learnctl tests schedule`, by title: when they \
            are due ("every Mon, Thu", or "once" and the date), the next day a test will be \
            generated for (today when today's is due and not generated yet; "-" for a single \
            test already generated), the day of the latest test generated and what each test \
            asks for. Days are local (TZ).

            Like `learnctl tests list`, it first generates the scheduled tests that are due, \
            saying so on standard error; then they wait as ready for `learnctl tests start`.

            With --json it prints an array of objects with "title", "weekdays" (null for a \
            single test), "at" (ISO 8601, or null), "next" (ISO 8601, or null), "next_day", \
            "last_day" (YYYY-MM-DD, or null), "request" ("topics", "level", "questions", \
            "skills") and "created_at".
            """)

    static let jsonHelp = "Print the schedules as a JSON array."
    @OptionGroup var output: OutputOptions<TestsScheduledCommand>

    @OptionGroup var connection: SocketOption

    func run() async throws {
        let environment = ProcessInfo.processInfo.environment
        let tests = try await GeneratedTests.signedIn()
        let now = try LearnClock.fromEnvironment(environment).now()
        if try !tests.dueSchedules().isEmpty {
            let material = try await TestMaterial.signedIn()
            try material.generateDueTests(seed: try ShuffleSeed.fromEnvironment(environment), socket: connection)
        }
        let schedules = try tests.schedules()
        let text = ScheduleText(now: now, calendar: tests.calendar)
        if output.json {
            try JSONLines.print(schedules.map { ScheduleJSON($0, now: text.now, calendar: text.calendar) })
        } else {
            Output.write(text.table(schedules))
        }
    }
}
