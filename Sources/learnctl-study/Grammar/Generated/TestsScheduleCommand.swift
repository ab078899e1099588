import ArgumentParser
import Foundation
import LearnCore
import ListenClient
import Localization

/// `learnctl tests schedule TITLE`: a generated test made on chosen weekdays, or once from a date.
struct TestsScheduleCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "schedule",
        abstract: "Schedule a generated test on weekdays or for a date.",
        discussion: """
            Schedules a generated test called TITLE: with --every, one on each of the days \
            named (mon, tue, wed, thu, fri, sat, sun, or the whole English name, separated by \
            commas); with --at, one test from DATE on (2025-02-10 for the start of that day, \
            or a date and time: 2025-02-10T09:00 in the local time zone, or with an offset such \
            as 2025-02-10T09:00:00+01:00). Exactly one of the two is needed.

            A scheduled test is not generated at once: when it is due, the next `learnctl tests \
            list`, `learnctl tests start` or `learnctl tests scheduled` generates it (with the \
            schedule's title, and a new draw of questions each time) and says so, and it waits \
            there as ready. A day is generated once, whatever the number of runs that day; days \
            missed in between give one test, not one each. A test that cannot be generated is \
            kept as failed (see `learnctl tests retry`).

            --questions, --topics, --level and --skills say what each test asks for, as for \
            `learnctl tests generate`; the topics are checked when a test is generated. Titles \
            are unique, whatever their case. `learnctl tests scheduled` lists the schedules and \
            `learnctl tests unschedule TITLE` removes one.
            """)

    @Argument(help: ArgumentHelp("The schedule's title, also the title of its tests.", valueName: "title"))
    var title: String

    @Option(help: ArgumentHelp("The weekdays to generate a test on, e.g. mon,thu.", valueName: "days"),
            transform: Weekday.list)
    var every: [Weekday]?

    @Option(help: ArgumentHelp("Generate one test from this date: YYYY-MM-DD or an ISO 8601 date and time.",
                               valueName: "date"),
            transform: { try ScheduleDate.parse($0) })
    var at: Date?

    @OptionGroup var request: TestRequestOptions

    func validate() throws {
        let title = title.trimmingCharacters(in: .whitespaces)
        if title.isEmpty || title.count > 100 { throw ValidationError(tr("The title must have 1 to 100 characters.")) }
        switch (every, at) {
        case (nil, nil):
            throw ValidationError(tr("Say when the test is due: --every DAYS (e.g. --every mon,thu) or --at DATE (e.g. --at 2025-02-10)."))
        case (.some, .some):
            throw ValidationError(tr("Use either --every or --at, not both."))
        default:
            break
        }
    }

    func run() async throws {
        let tests = try await GeneratedTests.signedIn()
        let title = title.trimmingCharacters(in: .whitespaces)
        let schedule = try tests.schedule(title: title, weekdays: every, dueAt: at, request: try request.request(seed: 0, title: nil))
        let now = try LearnClock.fromEnvironment(ProcessInfo.processInfo.environment).now()
        let text = ScheduleText(now: now, calendar: tests.calendar)
        Output.write(tr("Scheduled “%s”: %s, %s.", title.terminalLine, text.rule(schedule), ScheduleText.request(schedule.request)) + "\n"
            + tr("Next test: %s, generated when you run `learnctl tests list` or `learnctl tests start` from then on.", text.next(schedule))
            + "\n")
    }
}
