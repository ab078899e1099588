import ArgumentParser
import Feeds
import Foundation
import LearnCore
import ListenClient
import Localization

/// `learnctl podcasts export [FILE]`.
struct PodcastsExportCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "export",
        abstract: "Write your subscriptions as OPML, for another podcast player.",
        discussion: """
            Writes an OPML 2.0 file with one outline per podcast (its title, feed and web page) to \
            FILE, or to standard output.
            """)

    @Argument(help: ArgumentHelp("The OPML file to write (default: standard output).", valueName: "file.opml"), completion: .file())
    var file: String?

    func run() async throws {
        let subscriptions = try await PodcastSubscriptions.signedIn()
        let feeds = try subscriptions.podcasts().map { OPMLFeed(title: $0.title, feedURL: $0.feedURL, pageURL: $0.link) }
        let document = OPML.write(feeds, title: tr("learnctl podcasts"))
        if let file {
            try Data(document.utf8).write(to: URL(fileURLWithPath: LocalPath.absolute(file)), options: .atomic)
            Output.line(tr("Wrote %1$s podcasts to %2$s.", String(feeds.count), file))
        } else {
            _ = Output.write(document)
        }
    }
}
