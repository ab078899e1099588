import ArgumentParser
import LearnCore
import ListenClient
import ListenProtocol
import Localization

/// `learnctl podcasts mark played|unplayed EPISODE`.
struct PodcastsMarkCommand: AsyncParsableCommand {
    /// What an episode is marked as.
    enum Mark: String, ExpressibleByArgument, CaseIterable {
        case played, unplayed
    }

    static let configuration = CommandConfiguration(
        commandName: "mark",
        abstract: "Mark an episode played, or unplayed to hear it from the start.",
        discussion: """
            Marking an episode unplayed also makes listend forget where you stopped in it.

            Examples:
              learnctl podcasts mark played 42
              learnctl podcasts mark unplayed latest
            """)

    @Argument(help: "played or unplayed.")
    var mark: Mark

    @Argument(help: ArgumentHelp("An episode's number or title, or latest.", valueName: "episode"))
    var episode: String

    @OptionGroup var connection: SocketOption

    func run() async throws {
        let subscriptions = try await PodcastSubscriptions.signedIn()
        EpisodePositions.sync(subscriptions, socket: connection)
        let chosen = try subscriptions.episode(named: episode)
        let marked = try subscriptions.mark(chosen, played: mark == .played)
        let title = EpisodeEntry.title(of: marked, in: try subscriptions.podcast(of: marked))
        if mark == .unplayed, let listend = try? connection.connect() {
            // Removing the library entry forgets where it stopped; playing adds it again.
            _ = try? listend.request(.daemon(.libraryRemove(title)), expecting: TrackPayload.self)
        }
        Output.line(mark == .played ? tr("\"%s\" is marked played.", title) : tr("\"%s\" is marked unplayed.", title))
    }
}
