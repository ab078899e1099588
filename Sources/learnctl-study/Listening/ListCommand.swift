import ArgumentParser
import LearnCore
import ListenClient
import ListenProtocol
import Localization

/// `learnctl list`: the listening library.
struct ListCommand: AsyncParsableCommand, PrintsJSON {
    static let configuration = CommandConfiguration(
        commandName: "list",
        abstract: "List the recordings you can play.",
        discussion: """
            Shows the daemon's library, the bundled recordings first: title, CEFR level, length \
            (m:ss), where the audio comes from (file or url) and, for a file, its container and \
            codec (MP3, M4A, AAC; WebM, Opus …; read from the file's content). The selected recording is marked \
            with an asterisk. Any title, in any case, can be given to `learnctl play`. When you \
            are signed in, a BEST column shows your best dictation accuracy (D) and quiz score \
            (Q) on each recording (see `learnctl practice history`).

            With --json, prints the daemon's reply as it is: an object whose "tracks" array holds \
            each recording's "id", "title", "level", "duration" (seconds), "source", "bundled", \
            "description", "transcript" (the WebVTT file) and, for a file, "container" and "codec".
            """)

    static let jsonHelp = "Print the library as JSON."
    @OptionGroup var output: OutputOptions<ListCommand>

    @OptionGroup var connection: SocketOption

    func run() async throws {
        let best = await Self.bestResults()
        try ListendError.reporting {
            let connection = try connection.connect()
            if output.json {
                Output.line(try JSONLines.encode(try connection.request(.daemon(.list), expecting: JSONValue.self)))
                return
            }
            let library = try connection.request(.daemon(.list), expecting: LibraryPayload.self)
            let selected = try connection.status(.daemon(.status)).track?.id
            Output.line(Self.table(library.tracks, selected: selected, best: best))
        }
    }

    /// The library as a table; `showingLibrary` adds whether each recording is bundled or yours.
    /// With `best` (the learner's results by recording id), a BEST column.
    static func table(_ tracks: [TrackPayload], selected: String?, showingLibrary: Bool = false,
                      best: [String: RecordingResults]? = nil) -> String {
        guard !tracks.isEmpty else { return tr("The library is empty.") }
        // TRANSLATORS: the headings of the table of recordings; capitals, as in the English.
        let header = [tr("TITLE"), tr("LEVEL"), tr("LENGTH"), tr("SOURCE"), tr("FORMAT")] + (showingLibrary ? [tr("LIBRARY")] : [])
            + (best == nil ? [] : [tr("BEST")])
        let rows = [header] + tracks.map { track in
            [track.title.terminalLine, track.level?.terminalLine ?? "-", track.duration.map { $0 > 0 ? ClockText.format($0) : "?" } ?? tr("live"),
             // TRANSLATORS: in the LIBRARY column: a recording the learner added, or one that comes with learnctl.
             track.source.rawValue, Self.formatText(track)] + (showingLibrary ? [track.bundled == false ? tr("yours") : tr("bundled")] : [])
                + (best.map { [Self.bestText($0[track.id])] } ?? [])
        }
        let markers = [" "] + tracks.map { $0.id == selected ? "*" : " " }
        let widths = header.indices.map { column in rows.map { $0[column].count }.max() ?? 0 }
        return zip(markers, rows).map { marker, row in
            let cells = row.enumerated().map { column, text in
                let padding = String(repeating: " ", count: widths[column] - text.count)
                return column == 2 ? padding + text : text + padding
            }
            return (marker + " " + cells.joined(separator: "  ")).trimmingTrailingSpaces()
        }.joined(separator: "\n")
    }
}

extension ListCommand {
    /// "M4A, AAC" (as status writes it), "MP3" when container and codec are the same, "-" when unknown.
    static func formatText(_ track: TrackPayload) -> String {
        switch (track.container?.terminalLine, track.codec?.terminalLine) {
        case let (container?, codec?) where container == codec: return container
        case let (container?, codec?): return "\(container), \(codec)"
        case let (container?, nil): return container
        case let (nil, codec?): return codec
        case (nil, nil): return "-"
        }
    }

    /// The signed-in learner's results by recording id; nil when nobody is signed in.
    static func bestResults() async -> [String: RecordingResults]? {
        guard let practice = await SignedIn.existing().map(ListeningPractice.init), let results = try? practice.history() else { return nil }
        return Dictionary(results.map { ($0.recordingId, $0) }, uniquingKeysWith: { first, _ in first })
    }

    /// "D 87% Q 80%": the best dictation and quiz results, or "-".
    static func bestText(_ results: RecordingResults?) -> String {
        // TRANSLATORS: D is short for dictation, Q for quiz, in the BEST column: “D 87% Q 80%”.
        let parts = [results?.bestDictation.map { tr("D %s", NumberText.percent($0)) }, results?.bestQuiz.map { tr("Q %s", NumberText.percent($0)) }].compactMap { $0 }
        return parts.isEmpty ? "-" : parts.joined(separator: " ")
    }
}

private extension String {
    func trimmingTrailingSpaces() -> String {
        String(reversed().drop(while: { $0 == " " }).reversed())
    }
}
