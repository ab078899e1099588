import ArgumentParser

/// `learnctl remind`: a daily desktop notification when nothing was learned that day.
struct RemindCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "remind",
        abstract: "Set, show or turn off a daily reminder (`learnctl remind at 19:00`, `learnctl remind off`).",
        discussion: """
            The reminder is a systemd user timer, learnctl-remind.timer, in \
            $XDG_CONFIG_HOME/systemd/user (~/.config/systemd/user). At the time set it runs \
            `learnctl remind notify`: if the signed-in learner has learned nothing that day, a \
            desktop notification names the streak at stake and what is due, with an action that \
            opens learnctl in a terminal where the notification server offers actions. Without a \
            session bus nothing happens. `learnctl remind` alone shows the time set.
            """,
        subcommands: [RemindStatusCommand.self, RemindAtCommand.self, RemindOffCommand.self, RemindNotifyCommand.self],
        defaultSubcommand: RemindStatusCommand.self)
}
