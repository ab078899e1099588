import ArgumentParser
import Foundation
import ListenClient
import Localization

/// The `learnctl` command: the listening player's remote control and the learning modules.
@main
struct Learnctl: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "learnctl",
        abstract: "Practise listening, flash cards, grammar and words in sentences from the terminal.",
        discussion: """
            learnctl talks to the listend daemon for playback (play, pause, seek, line, chapter, \
            speed, loop, transcript, chapters, status, player) and reading aloud (say, voices), and keeps your \
            learning data (accounts, flash cards, grammar tests, listening practice, cloze \
            lists) in a local SQLite database.

            Exit status: 0 on success, 1 on an error (the message is on standard error), \
            2 on a usage error.
            """,
        subcommands: [
            // player commands
            ListCommand.self,
            PlayCommand.self,
            PauseCommand.self,
            ResumeCommand.self,
            ToggleCommand.self,
            StopCommand.self,
            SeekCommand.self,
            LineCommand.self,
            ChapterCommand.self,
            ChaptersCommand.self,
            SpeedCommand.self,
            LoopCommand.self,
            AutopauseCommand.self,
            TranscriptCommand.self,
            SubtitlesCommand.self,
            StatusCommand.self,
            WatchCommand.self,
            PlayerCommand.self,
            LibraryCommand.self,
            PodcastsCommand.self,
            TranscribeCommand.self,
            ExportCommand.self,
            SayCommand.self,
            VoicesCommand.self,
            // account commands
            SignUpCommand.self,
            SignInCommand.self,
            SignOutCommand.self,
            WhoAmICommand.self,
            PasswdCommand.self,
            AccountCommand.self,
            // learning modules
            CardsCommand.self,
            TestsCommand.self,
            PracticeCommand.self,
            ClozeCommand.self,
            TranslateCommand.self,
            SpeakCommand.self,
            ArticlesCommand.self,
            // progress
            HomeCommand.self,
            PathCommand.self,
            AchievementsCommand.self,
            RemindCommand.self,
        ],
        defaultSubcommand: HomeCommand.self
    )

    /// Runs the command, exiting with 2 (not ArgumentParser's 64) on a usage error. Parses
    /// asynchronously, so that completions that read the database (``Completions``) can run.
    static func main() async {
        MessageCatalog.setUp()
        if let unknown = UnknownCommand.message(for: Array(CommandLine.arguments.dropFirst())) {
            Output.error(unknown)
            exit(withError: ExitCode(2))
        }
        do {
            var command = try await asyncParseAsRoot()
            if var command = command as? AsyncParsableCommand {
                try await command.run()
            } else {
                try command.run()
            }
            if command is AnnouncesBadges {
                await BadgeAnnouncement.announce(toStandardError: CommandLine.arguments.contains("--json"))
            }
        } catch {
            if exitCode(for: error) == .validationFailure {
                Output.error(UsageErrorText.localized(fullMessage(for: error)))
                exit(withError: ExitCode(2))
            }
            exit(withError: error)
        }
    }
}
