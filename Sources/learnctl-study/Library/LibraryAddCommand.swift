import ArgumentParser
import LearnCore
import ListenClient
import ListenProtocol
import Localization

/// `learnctl library add <FILE | URL> --title T [--level L] [--transcript FILE.vtt] [--transcript-encoding E] [--resume]`.
struct LibraryAddCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "add",
        abstract: "Add an audio file or an http(s) URL to your library.",
        discussion: """
            The daemon checks the recording before keeping it: a file must exist and be audio it \
            can play, a title must be new (in any case), a level one of A1 A2 B1 B2 C1 C2, and a \
            transcript a WebVTT, SubRip, ASS/SSA or JSON (Podcasting 2.0) file in UTF-8 (or UTF-16 \
            with a byte order mark), or in the encoding --transcript-encoding names (windows-1252, \
            ISO-8859-15 …). A relative path is taken from the current folder. Prints \
            the new recording's title and id; on a refusal nothing is changed and the reason is \
            printed, with exit status 1.

            --transcribe makes the recording's transcript when it has none, as `learnctl \
            transcribe` does (with --language when you know the language spoken).

            Examples:
              learnctl library add ~/audio/news.mp3 --title "Morning news" --level B2
              learnctl library add https://example.org/talk.ogg --title "A talk" --transcript talk.vtt
              learnctl library add film.mp4 --title Film --transcript film.srt --transcript-encoding windows-1252
              learnctl library add ~/books/chapter1.mp3 --title "Chapter 1" --resume
              learnctl library add ~/audio/lecture.mp3 --title Lecture --transcribe --language es
            """
    )

    @Argument(help: ArgumentHelp("An audio file (MP3, WAV, FLAC, Ogg) or an http(s) URL.", valueName: "file | url"),
              completion: .file())
    var source: String

    @Option(help: "The title to list and play it by.")
    var title: String

    @Option(help: "The CEFR level: A1, A2, B1, B2, C1 or C2.", completion: .list(CEFRLevel.allCases.map(\.rawValue)))
    var level: String?

    @Option(help: ArgumentHelp("A WebVTT, SubRip, ASS/SSA or JSON transcript file.", valueName: "file.vtt"),
            completion: .file(extensions: ["vtt", "srt", "ass", "ssa", "json"]))
    var transcript: String?

    @Option(help: ArgumentHelp("The encoding of the transcript when it is not UTF-8, such as windows-1252.", valueName: "encoding"))
    var transcriptEncoding: String?

    @Flag(help: "Play on from where you stopped each time (audiobooks, lectures): listend keeps the place, across restarts.")
    var resume = false

    @Flag(help: "Make a timed transcript with word times (learnctl transcribe).")
    var transcribe = false

    @Option(help: "With --transcribe: the language spoken (en, es, fr or auto).")
    var language: TranscriptionLanguage = .auto

    @OptionGroup var connection: SocketOption

    func validate() throws {
        if transcribe, transcript != nil {
            throw ValidationError(tr("Give --transcript or --transcribe, not both."))
        }
    }

    func run() async throws {
        let addition = LibraryAddition(source: LocalPath.absoluteSource(source), title: title, level: level,
                                       transcript: transcript.map(LocalPath.absolute), transcriptEncoding: transcriptEncoding,
                                       resume: resume)
        let track = try ListendError.reporting {
            let track = try connection.connect().request(.daemon(.libraryAdd(addition)), expecting: TrackPayload.self)
            Output.line(tr("Added \"%s\" (%s).", track.title.terminalLine, track.id.terminalLine))
            return track
        }
        guard transcribe else { return }
        let socket = connection.socket.map { ["--socket", $0] } ?? []
        var command = try TranscribeCommand.parse(["--language", language.rawValue] + socket + ["--", track.id])
        try await command.run()
    }
}
