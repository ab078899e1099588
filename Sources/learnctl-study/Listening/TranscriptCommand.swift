import ArgumentParser
import ListenClient
import ListenProtocol
import Localization

/// `learnctl transcript`: the lines of the recording's transcript, each line as it is heard, or
/// the transcript as a WebVTT, SubRip or text file.
struct TranscriptCommand: ParsableCommand, PrintsJSON {
    static let configuration = CommandConfiguration(
        commandName: "transcript",
        abstract: "Show the transcript of the recording, or follow it line by line.",
        discussion: """
            Prints every line (cue) of the selected recording's transcript: its number, its start \
            and end (m:ss.t), the speaker when the transcript names one, and the words. The line \
            being heard is marked with ▶. Line numbers are what `learnctl line N` takes.

            --follow prints the line heard now and then each line as playback reaches it, until \
            interrupted (Ctrl-C); it exits with status 1 when the daemon goes away. --json prints \
            the daemon's reply (an object whose "lines" array holds each line's "index", "start", \
            "end", "text" and "speaker", and "words" — each word's "text", "start" and "end" — \
            when the transcript times its words); with --follow, each line as one JSON object.

            --export vtt|srt|txt writes the whole transcript to FILE (standard output when FILE \
            is omitted or -) as WebVTT, SubRip or plain text, the lines in the order of their \
            starts. WebVTT keeps the speakers as voices (<v Anna>) and, when the transcript \
            gives each word's time, a timestamp tag before every word after a line's first; \
            SubRip and plain text (one line per line of the transcript) put the speaker before \
            the words. FILE is written whole or not at all: an existing FILE is replaced.

            --reload has listend read the selected recording's transcript again (one made or \
            replaced since it was selected, such as by `learnctl transcribe`), while it plays on, \
            and then shows it.

            Anything skipped while the daemon read the transcript is reported on standard \
            error. Fails (exit status 1) when nothing is selected or the recording has no \
            transcript.

            Examples:
              learnctl transcript
              learnctl transcript --follow
              learnctl transcript --follow --json | jq -r .text
              learnctl transcript --export vtt lesson.vtt
              learnctl transcript --export txt | wc -l
              learnctl transcript --reload
            """)

    static let jsonHelp = "Print JSON: the daemon's reply; with --follow, one object per line."
    @OptionGroup var output: OutputOptions<TranscriptCommand>

    @Flag(help: "Print each line as it is heard, until interrupted.")
    var follow = false

    @Flag(help: "Have listend read the transcript again first (one made since the recording was selected).")
    var reload = false

    @Option(help: ArgumentHelp("Write the transcript to FILE as WebVTT, SubRip or plain text.", valueName: "format"))
    var export: TranscriptExportFormat?

    @Argument(help: ArgumentHelp("With --export, the file to write; standard output when omitted or -.", valueName: "file"),
              completion: .file())
    var file: String?

    @OptionGroup var connection: SocketOption

    func validate() throws {
        if export == nil, file != nil { throw ValidationError(tr("FILE is where --export writes; give --export vtt, srt or txt.")) }
        if export != nil, follow { throw ValidationError(tr("--export and --follow cannot be used together.")) }
        if export != nil, output.json { throw ValidationError(tr("--export and --json cannot be used together.")) }
    }

    func run() throws {
        try ListendError.reporting {
            let connection = try connection.connect()
            if reload { _ = try connection.status(.daemon(.transcriptReload)) }
            if let export {
                let transcript = try connection.request(.daemon(.transcript), expecting: TranscriptPayload.self)
                Self.report(transcript.problems)
                guard !transcript.lines.isEmpty else { throw Self.missing(try connection.status(.daemon(.status))) }
                try Self.write(TranscriptExport.text(transcript.lines, as: export), count: transcript.lines.count, to: file)
            } else if follow {
                try Self.follow(connection, json: output.json)
            } else if output.json {
                Output.line(try JSONLines.encode(try connection.request(.daemon(.transcript), expecting: JSONValue.self)))
            } else {
                let transcript = try connection.request(.daemon(.transcript), expecting: TranscriptPayload.self)
                let status = try connection.status(.daemon(.status))
                Self.report(transcript.problems)
                guard !transcript.lines.isEmpty else { throw Self.missing(status) }
                Output.line(Self.table(transcript.lines, heard: status.line?.index))
            }
        }
    }

    /// Every line, one row each; the row of line `heard` is marked with ▶.
    static func table(_ lines: [TranscriptLine], heard: Int?) -> String {
        let width = TranscriptLine.indexWidth(forCount: lines.map(\.index).max() ?? 0)
        return lines.map { $0.row(marker: $0.index == heard ? "▶" : " ", indexWidth: width) }.joined(separator: "\n")
    }

    /// Writes `text` (the export of `count` lines) to standard output, or to `file` as a whole,
    /// saying so.
    static func write(_ text: String, count: Int, to file: String?) throws {
        guard let file, file != "-" else {
            // The reader went away (`| head`): nothing is left to do.
            guard Output.write(text) else { throw ExitCode.success }
            return
        }
        do {
            try AtomicFile.write(text, to: file)
        } catch {
            Output.error("learnctl: " + tr("Could not write %s: %s.", file, error.reason))
            throw ExitCode.failure
        }
        Output.line(trn("Exported %1$s line to %2$s.", "Exported %1$s lines to %2$s.", count, String(count), file))
    }

    /// Tells on standard error what the daemon skipped while reading the transcript.
    static func report(_ problems: [String]) {
        for problem in problems {
            // TRANSLATORS: %s is what listend could not read in the transcript file, as it says it.
            Output.error("learnctl: " + tr("skipped in the transcript: %s", problem))
        }
    }

    /// Why there is nothing to show.
    static func missing(_ status: StatusPayload) -> ListendError {
        guard status.track != nil else { return .unavailable(tr("No recording is selected (`learnctl list` shows the recordings).")) }
        if let error = status.transcriptErrorText {
            return .unavailable(tr("The transcript of %1$s could not be read: %2$s", status.titleText, error))
        }
        return .unavailable(tr("%s has no transcript.", status.titleText))
    }

    /// Subscribes and prints the line heard now, then the line of every `line` event that has one.
    static func follow(_ connection: ListendConnection, json: Bool) throws {
        var width = 2
        func show(_ line: TranscriptLine?) throws {
            guard let line else { return }
            let text = json ? try JSONLines.encode(line) : line.row(indexWidth: width)
            // The reader went away (`| head`): nothing is left to do.
            guard Output.write(text + "\n") else { throw ExitCode.success }
        }
        let current = try connection.status(.connection(.subscribe(intervalMilliseconds: ConnectionCommand.maximumTickInterval)))
        width = TranscriptLine.indexWidth(forCount: current.lines)
        try show(current.line)
        while true {
            guard let line = try connection.nextLine() else { continue }
            if case .event(let name, let status)? = IncomingLine<StatusPayload>.decode(line), name == .line {
                width = TranscriptLine.indexWidth(forCount: status.lines)
                try show(status.line)
            }
        }
    }
}
