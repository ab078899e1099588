import ArgumentParser
import LearnCore
import ListenClient
import ListenProtocol
import Localization

/// `learnctl library add <FILE | URL> --title T [--level L] [--transcript FILE.vtt]`.
struct LibraryAddCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "add",
        abstract: "Add an audio file or an http(s) URL to your library.",
        discussion: """
            The daemon checks the recording before keeping it: a file must exist and be audio it \
            can play, a title must be new (in any case), a level one of A1 A2 B1 B2 C1 C2, and a \
            transcript a WebVTT, SubRip or ASS/SSA file. A relative path is taken from the current folder. Prints \
            the new recording's title and id; on a refusal nothing is changed and the reason is \
            printed, with exit status 1.

            Examples:
              learnctl library add ~/audio/news.mp3 --title "Morning news" --level B2
              learnctl library add https://example.org/talk.ogg --title "A talk" --transcript talk.vtt
            """
    )

    @Argument(help: ArgumentHelp("An audio file (MP3, WAV, FLAC, Ogg) or an http(s) URL.", valueName: "file | url"),
              completion: .file())
    var source: String

    @Option(help: "The title to list and play it by.")
    var title: String

    @Option(help: "The CEFR level: A1, A2, B1, B2, C1 or C2.", completion: .list(CEFRLevel.allCases.map(\.rawValue)))
    var level: String?

    @Option(help: ArgumentHelp("A WebVTT, SubRip or ASS/SSA transcript file.", valueName: "file.vtt"), completion: .file(extensions: ["vtt", "srt", "ass", "ssa"]))
    var transcript: String?

    @OptionGroup var connection: SocketOption

    func run() throws {
        let addition = LibraryAddition(source: LocalPath.absoluteSource(source), title: title, level: level,
                                       transcript: transcript.map(LocalPath.absolute))
        try ListendError.reporting {
            let track = try connection.connect().request(.daemon(.libraryAdd(addition)), expecting: TrackPayload.self)
            Output.line(tr("Added \"%s\" (%s).", track.title.terminalLine, track.id.terminalLine))
        }
    }
}
