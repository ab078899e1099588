import ArgumentParser
import Foundation
import LearnCore
import ListenClient
import ListenProtocol
import Localization

/// `learnctl podcasts remove PODCAST`.
struct PodcastsRemoveCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "remove",
        abstract: "Unsubscribe from a podcast.",
        discussion: """
            Forgets the podcast and its episodes, deletes its downloads, and removes its episodes \
            from listend's library (when listend runs).
            """)

    @Argument(help: ArgumentHelp("The podcast's number or title.", valueName: "podcast"))
    var podcast: String

    @OptionGroup var connection: SocketOption

    func run() async throws {
        let subscriptions = try await PodcastSubscriptions.signedIn()
        let show = try subscriptions.podcast(named: podcast)
        let titles = try subscriptions.episodes(of: show).map { EpisodeEntry.title(of: $0, in: show) }
        let files = try subscriptions.remove(show)
        for file in files { try? FileManager.default.removeItem(atPath: file) }
        if let listend = try? connection.connect(), let library = try? listend.request(.daemon(.list), expecting: LibraryPayload.self) {
            let inLibrary = Set(library.tracks.filter { $0.bundled != true }.map(\.title))
            for title in titles where inLibrary.contains(title) {
                _ = try? listend.request(.daemon(.libraryRemove(title)), expecting: TrackPayload.self)
            }
        }
        Output.line(tr("Unsubscribed from \"%s\".", show.title.terminalLine))
    }
}
