import ArgumentParser
import ListenClient
import ListenProtocol
import Localization

/// `learnctl subtitles`: the subtitle tracks inside the selected recording, and which one is its transcript.
struct SubtitlesCommand: ParsableCommand, PrintsJSON {
    static let configuration = CommandConfiguration(
        commandName: "subtitles",
        abstract: "List the subtitle tracks inside the recording, to choose the transcript.",
        discussion: """
            Prints where the selected recording's transcript comes from (a subtitle file beside \
            it, or a track inside it), then each subtitle track inside the recording (an MKV, MP4 \
            or WebM file): its number, its language, its format and its title; ▶ marks the track \
            that is the transcript. Tracks of pictures (PGS, DVD) are listed but cannot be the \
            transcript. `learnctl play FILE --subtitle-track N` (or a language code) chooses one.

            --json prints an object with "source" (null without a transcript) and "tracks", each \
            with "index", "language", "codec", "title", "default", "text" and "selected".

            Example:
              learnctl subtitles
              learnctl play film.mkv --subtitle-track 2
            """)

    static let jsonHelp = "Print the transcript's source and the tracks as a JSON object."
    @OptionGroup var output: OutputOptions<SubtitlesCommand>

    @OptionGroup var connection: SocketOption

    /// What --json prints.
    struct TracksJSON: Encodable {
        @Nullable var source: String?
        let tracks: [SubtitleTrackPayload]
    }

    func run() throws {
        try ListendError.reporting {
            let connection = try connection.connect()
            let transcript = try connection.request(.daemon(.transcript), expecting: TranscriptPayload.self)
            if output.json {
                try JSONLines.print(TracksJSON(source: transcript.source, tracks: transcript.subtitleTracks))
                return
            }
            Output.line(Self.text(transcript))
        }
    }

    /// The source line and one row per track.
    static func text(_ transcript: TranscriptPayload) -> String {
        var lines: [String] = []
        if let source = transcript.source {
            lines.append(tr("Transcript: %s", TerminalText.line(source)))
        } else {
            lines.append(tr("Transcript: none"))
        }
        guard !transcript.subtitleTracks.isEmpty else {
            lines.append(tr("The recording has no subtitle tracks inside it."))
            return lines.joined(separator: "\n")
        }
        for track in transcript.subtitleTracks {
            var notes: [String] = []
            // TRANSLATORS: notes after a subtitle track in `learnctl subtitles`.
            if track.isDefault { notes.append(tr("default")) }
            if !track.text { notes.append(tr("pictures, not text")) }
            var row = "\(track.selected ? "▶" : " ") \(track.index)  \(TerminalText.line(track.language ?? "-"))  \(TerminalText.line(track.codec))"
            if let title = track.title { row += "  “\(TerminalText.line(title))”" }
            if !notes.isEmpty { row += "  (" + notes.joined(separator: ", ") + ")" }
            lines.append(row)
        }
        return lines.joined(separator: "\n")
    }
}
