import ArgumentParser
import Foundation
import ListenClient
import Localization

/// `learnctl remind at 19:00`: installs the timer and its service, and starts the timer.
struct RemindAtCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "at",
        abstract: "Remind you every day at TIME if you have not learned anything by then.",
        discussion: """
            Writes learnctl-remind.timer (OnCalendar=*-*-* TIME:00, Persistent=true) and \
            learnctl-remind.service (`learnctl remind notify`, with the learnctl database, \
            language and time zone settings of this shell) to $XDG_CONFIG_HOME/systemd/user, \
            then runs `systemctl --user daemon-reload` and `systemctl --user enable --now \
            learnctl-remind.timer`. When no systemd user manager is reachable (a container, \
            root without a login session), the units are written and linked into \
            timers.target.wants all the same, and learnctl says what to run; the exit status \
            is still 0. Setting another time replaces the first.
            """)

    @Argument(help: ArgumentHelp("The time of day, on a 24-hour clock: 19:00, 7:30.", valueName: "time"))
    var time: ReminderTime

    func run() async throws {
        let units = ReminderUnits()
        try units.write(at: time, program: LearnctlProgram.path, environment: ProcessInfo.processInfo.environment)
        if let unreachable = UserSystemd.run(["daemon-reload"]) {
            try units.linkForNextStart()
            Output.line(tr("Daily reminder set for %s: %s", time, units.timerURL.path))
            Output.error(tr("No systemd user manager is reachable (%s), so the timer starts with your next user session. To start it now: systemctl --user daemon-reload && systemctl --user enable --now learnctl-remind.timer", unreachable))
            return
        }
        if let failure = UserSystemd.run(["enable", "--now", ReminderUnits.timerName]) {
            throw ReminderError(tr("The timer is written but could not be started: %s", failure))
        }
        Output.line(tr("Daily reminder set for %s: if you have not learned anything by then, a desktop notification reminds you.", time))
    }
}
