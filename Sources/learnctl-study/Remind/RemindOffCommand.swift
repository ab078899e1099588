import ArgumentParser
import ListenClient
import Localization

/// `learnctl remind off`: stops the timer and removes both units.
struct RemindOffCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "off",
        abstract: "Turn the daily reminder off.",
        discussion: """
            Runs `systemctl --user disable --now learnctl-remind.timer` when a user manager is \
            reachable, removes learnctl-remind.timer, learnctl-remind.service and the \
            timers.target.wants link, then reloads the user manager.
            """)

    func run() async throws {
        let units = ReminderUnits()
        guard units.exist else {
            Output.line(tr("The daily reminder is already off."))
            return
        }
        let reachable = UserSystemd.run(["disable", "--now", ReminderUnits.timerName]) == nil
        try units.remove()
        if reachable { _ = UserSystemd.run(["daemon-reload"]) }
        Output.line(tr("Daily reminder off."))
    }
}
