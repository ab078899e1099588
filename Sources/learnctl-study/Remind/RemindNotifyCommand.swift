import ArgumentParser
import LearnCore
import ListenClient
import Localization

/// `learnctl remind notify`: what the reminder's timer runs — a desktop notification when the
/// signed-in learner has learned nothing today.
struct RemindNotifyCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "notify",
        abstract: "Send the reminder now if you have learned nothing today (what the timer runs).",
        discussion: """
            Nothing happens when nobody is signed in, when something was learned today (the day \
            that keeps the streak), or when there is no session bus or notification server; the \
            exit status is 0 in each of these cases and nothing is printed without --verbose. Otherwise \
            one notification (org.freedesktop.Notifications) names the streak at stake and what \
            is due: flash cards, the next lesson, a grammar topic to review. When the server \
            offers actions, clicking it opens `learnctl` in a terminal ($TERMINAL -e learnctl, \
            else x-terminal-emulator -e learnctl); learnctl waits for that at most --wait \
            seconds or until the notification is closed.
            """)

    @Flag(help: "Say on standard error what was done and why.")
    var verbose = false

    @Option(help: ArgumentHelp("How long to wait for a click on the notification, in seconds.", valueName: "seconds"))
    var wait: Double = 600

    func run() async throws {
        guard let signedIn = await SignedIn.existing() else {
            return report(tr("Nobody is signed in: no reminder."))
        }
        let home = try LearningProgress(signedIn: signedIn).home()
        guard !home.snapshot.streak.includesToday else {
            return report(tr("You have learned something today: no reminder."))
        }
        let bus: NotificationBus
        let capabilities: [String]
        do {
            bus = try NotificationBus()
            capabilities = try bus.capabilities()
        } catch {
            return report(tr("No notification server is reachable (%s): no reminder.", "\(error)"))
        }
        let actions = capabilities.contains("actions")
        var notification = ReminderMessage(report: home).notification(withAction: actions)
        if capabilities.contains("body-markup") { notification = notification.escapingMarkup() }
        let id: UInt32
        do {
            id = try bus.send(notification, watch: actions)
        } catch {
            return report(tr("The notification could not be sent (%s).", "\(error)"))
        }
        report(tr("Reminder sent: %s", notification.summary))
        guard actions, case .action = bus.waitForOutcome(of: id, timeout: max(0, wait)) else { return }
        report(tr("Opening learnctl: %s", TerminalLauncher.command().joined(separator: " ")))
        if !TerminalLauncher.openLearnctl() {
            report(tr("The terminal could not be started."))
        }
    }

    private func report(_ message: String) {
        if verbose { Output.error(message) }
    }
}
