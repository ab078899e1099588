import ArgumentParser
import ListenClient
import ListenProtocol
import Localization

/// `learnctl transcript`: the lines of the recording's transcript, or each line as it is heard.
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
            "end", "text" and "speaker"); with --follow, each line as one JSON object.

            Fails (exit status 1) when nothing is selected or the recording has no transcript.

            Examples:
              learnctl transcript
              learnctl transcript --follow
              learnctl transcript --follow --json | jq -r .text
            """)

    static let jsonHelp = "Print JSON: the daemon's reply; with --follow, one object per line."
    @OptionGroup var output: OutputOptions<TranscriptCommand>

    @Flag(help: "Print each line as it is heard, until interrupted.")
    var follow = false

    @OptionGroup var connection: SocketOption

    func run() throws {
        try ListendError.reporting {
            let connection = try connection.connect()
            if follow {
                try Self.follow(connection, json: output.json)
            } else if output.json {
                Output.line(try JSONLines.encode(try connection.request(.daemon(.transcript), expecting: JSONValue.self)))
            } else {
                let transcript = try connection.request(.daemon(.transcript), expecting: TranscriptPayload.self)
                let status = try connection.status(.daemon(.status))
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
