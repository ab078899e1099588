import ArgumentParser
import ListenClient
import Localization

/// `learnctl remind status` (and `learnctl remind` alone): the time the reminder comes, or off.
struct RemindStatusCommand: AsyncParsableCommand, PrintsJSON {
    static let configuration = CommandConfiguration(
        commandName: "status",
        abstract: "Show the time of the daily reminder, or that it is off.",
        discussion: """
            Read from the timer unit learnctl-remind.timer. With --json, one object: \
            {"enabled", "time" ("19:00" or null), "timer" (the unit's path or null)}.
            """)

    static let jsonHelp = "Print the reminder's setting as one JSON object."
    @OptionGroup var output: OutputOptions<RemindStatusCommand>

    func run() async throws {
        let units = ReminderUnits()
        let time = units.installedTime()
        if output.json {
            try JSONLines.print(RemindJSON(time: time.map(\.description), timer: time == nil ? nil : units.timerURL.path))
        } else if let time {
            Output.line(tr("Daily reminder: every day at %s (%s).", time, units.timerURL.path))
        } else {
            Output.line(tr("Daily reminder: off. Set one with: learnctl remind at 19:00"))
        }
    }
}

/// `learnctl remind status --json`.
struct RemindJSON: Encodable {
    let enabled: Bool
    @Nullable var time: String?
    @Nullable var timer: String?

    init(time: String?, timer: String?) {
        enabled = time != nil
        self.time = time
        self.timer = timer
    }
}
