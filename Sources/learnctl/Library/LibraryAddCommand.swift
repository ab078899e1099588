import ArgumentParser
import Foundation

/// `learnctl library add <FILE | URL> --title T [--level L] [--transcript FILE.vtt]`.
struct LibraryAddCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "add",
        abstract: "Add an audio file or an http(s) URL to your library.",
        discussion: """
            Examples:
              learnctl library add ~/audio/news.mp3 --title "Morning news" --level B2
              learnctl library add https://example.org/talk.ogg --title "A talk" --transcript talk.vtt
            """
    )

    @Argument(help: "An audio file (MP3, WAV, FLAC, Ogg) or an http(s) URL.")
    var source: String

    @Option(help: "The title to list and play it by.")
    var title: String

    @Option(help: "The CEFR level: A1, A2, B1, B2, C1 or C2.")
    var level: String?

    @Option(help: "A WebVTT transcript file.")
    var transcript: String?

    func run() throws {
        var request: [String: Any] = ["cmd": "library_add", "source": LocalPath.absoluteSource(source), "title": title]
        if let level { request["level"] = level }
        if let transcript { request["transcript"] = LocalPath.absolute(transcript) }
        do {
            let track = try DaemonConnection(path: DaemonConnection.defaultPath()).send(request) as? [String: Any]
            let id = track?["id"] as? String ?? "?"
            print("Added \"\(track?["title"] as? String ?? title)\" (\(id)).")
        } catch let failure as DaemonConnection.Failure {
            throw LibraryFailure(failure.description)
        }
    }
}
