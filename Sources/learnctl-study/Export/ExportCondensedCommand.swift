import ArgumentParser
import ListenClient
import Localization
import MediaExport

/// `learnctl export condensed TITLE FILE`: a recording's lines joined without the silences
/// between them, for passive listening.
struct ExportCondensedCommand: ParsableCommand, PrintsJSON {
    static let configuration = CommandConfiguration(
        commandName: "condensed",
        abstract: "Join a recording's lines into one audio file, without the silences between them.",
        discussion: """
            Writes FILE with every line of TITLE's transcript, one after the other, and nothing \
            of what lies between them: the recording's speech in less time, for listening \
            again on a walk (subs2srs's "condensed audio"). Lines that overlap or touch are \
            joined, so that nothing is heard twice; the lines follow the recording's order. \
            Each line is cut exactly at its cue's start and end; --pad SECONDS keeps that much \
            more before and after each (0 by default; 0.2 softens cues timed tightly). FILE \
            lasts the sum of the lines' lengths (with their padding).

            TITLE is a recording of the library (its title, any case, or its id) that is a \
            local file and has a transcript. --lines 3-8 takes only those lines (the numbers \
            `learnctl transcript TITLE` would show; `--lines 5` one line). FILE is MP3 unless \
            its extension says .wav, .flac or .ogg; it keeps the recording's sample rate and \
            channels, and is written whole or not at all (an existing FILE is replaced). \
            What listend is playing goes on undisturbed.

            Prints the number of lines, FILE's length (m:ss) and FILE; --json prints an object \
            with "title", "file", "lines", "duration" (seconds) and "recording_duration" \
            (the seconds of the recording the lines span, first start to last end).

            Examples:
              learnctl export condensed "Travel Dialogue 1" travel.mp3
              learnctl export condensed "Travel Dialogue 1" travel.ogg --pad 0.2
              learnctl export condensed "At the Doctor's" doctor-part.mp3 --lines 3-8
            """)

    static let jsonHelp = "Print what was written as JSON."
    @OptionGroup var output: OutputOptions<ExportCondensedCommand>

    @Argument(help: ArgumentHelp("The recording: its title (any case) or id.", valueName: "title"), completion: Completions.recordingTitles)
    var title: String

    @Argument(help: ArgumentHelp("The file to write: .mp3 (also without an extension), .wav, .flac or .ogg.", valueName: "file"),
              completion: .file())
    var file: String

    @Option(help: ArgumentHelp("Seconds kept before and after each line (default 0).", valueName: "seconds"))
    var pad: Double = 0

    @Option(help: ArgumentHelp("Only the lines numbered FIRST-LAST (or one number).", valueName: "first-last"))
    var lines: LineNumbers?

    @OptionGroup var connection: SocketOption

    func validate() throws {
        guard pad.isFinite, pad >= 0, pad <= 10 else {
            throw ValidationError(tr("--pad takes seconds from 0 to 10, such as 0.2."))
        }
        guard ExportFormat.canWrite(file) else {
            throw ValidationError(tr("Cannot write %1$s: audio can be written as %2$s.", file, ExportFormat.extensionsText))
        }
    }

    func run() throws {
        let media = try ListendError.reporting { try RecordingMedia.load(title: title, socket: connection) }
        let chosen = media.lines(in: lines?.range)
        guard !chosen.isEmpty else {
            Output.error("learnctl: " + trn("\"%1$s\" has no line numbered %2$s; its transcript has %3$d line.",
                                           "\"%1$s\" has no line numbered %2$s; its transcript has %3$d lines.",
                                           media.lines.count, media.recording.title, lines.map(Self.text) ?? "", media.lines.count))
            throw ExitCode.failure
        }
        let destination = LocalPath.absolute(file)
        let written: ExportedAudio
        do throws(MediaExportError) {
            written = try CondensedAudio(padding: pad).write(chosen.map(media.range(of:)), from: media.audioPath, to: destination)
        } catch {
            Output.error("learnctl: \(error.description)")
            throw ExitCode.failure
        }
        let spanned = (written.ranges.last?.end ?? 0) - (written.ranges.first?.start ?? 0)
        if output.json {
            try JSONLines.print(CondensedJSON(title: media.recording.title, file: destination, lines: chosen.count,
                                              duration: written.duration, recordingDuration: spanned))
        } else {
            Output.line(trn("Wrote %1$d line (%2$s) to %3$s.", "Wrote %1$d lines (%2$s) to %3$s.", chosen.count,
                            chosen.count, ClockText.format(written.duration), destination))
        }
    }

    private static func text(_ numbers: LineNumbers) -> String {
        numbers.range.count == 1 ? "\(numbers.range.lowerBound)" : "\(numbers.range.lowerBound)–\(numbers.range.upperBound)"
    }
}
