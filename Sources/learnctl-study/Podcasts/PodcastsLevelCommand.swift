import ArgumentParser
import LearnCore
import ListenClient
import Localization

/// `learnctl podcasts level PODCAST LEVEL`.
struct PodcastsLevelCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "level",
        abstract: "Tag a podcast with a CEFR level (A1–C2).",
        discussion: """
            The level shows in `podcasts list` and is given to its episodes in listend's library \
            the next time they are played.

            Example:
              learnctl podcasts level "Coffee Break" B1
            """)

    @Argument(help: ArgumentHelp("The podcast's number or title.", valueName: "podcast"))
    var podcast: String

    @Argument(help: ArgumentHelp("A1, A2, B1, B2, C1 or C2.", valueName: "level"))
    var level: String

    func run() async throws {
        let subscriptions = try await PodcastSubscriptions.signedIn()
        let tagged = try subscriptions.setLevel(level, of: try subscriptions.podcast(named: podcast))
        Output.line(tr("\"%1$s\" is now %2$s.", tagged.title.terminalLine, tagged.level ?? ""))
    }
}
