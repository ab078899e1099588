import ArgumentParser
import Foundation
import LearnCore
import ListenClient
import Localization

/// `learnctl practice marks [TITLE]`: the transcript lines marked while listening, to list or clear.
struct PracticeMarksCommand: AsyncParsableCommand, PrintsJSON {
    static let configuration = CommandConfiguration(
        commandName: "marks",
        abstract: "List the lines you marked while listening, or clear them.",
        discussion: """
            A line is marked with m in `learnctl player` (the line being heard, or between lines \
            the one just heard) and with Ctrl-T while typing in a dictation (m after a check); \
            the same key again unmarks it. Marks are kept per account, with the line's words and \
            its times in the recording when it was marked, for `learnctl practice cards TITLE \
            --marked` to make sentence cards with the lines' audio.

            Without TITLE it lists every recording that has marked lines, the one marked most \
            recently first; with TITLE (a recording's title in any case, or its id) only that \
            recording's. Each line shows its number in the transcript, its times and its words, \
            in transcript order. listend need not be running.

            --clear unmarks the lines of TITLE; --clear --all unmarks every line of every \
            recording.

            With --json it prints an array of objects, one per recording: "recording" (the id), \
            "title", and "lines", each with "line" (1-based), "start" and "end" (seconds into \
            the recording), "text" and "marked_at" (ISO 8601).
            """)

    @Argument(help: ArgumentHelp("The recording's title or id; without it, every recording.", valueName: "title"),
              completion: Completions.recordingTitles)
    var title: String?

    @Flag(help: "Unmark the lines of TITLE (with --all, of every recording).")
    var clear = false

    @Flag(help: "With --clear: unmark every line of every recording.")
    var all = false

    static let jsonHelp = "Print the marked lines as a JSON array."
    @OptionGroup var output: OutputOptions<PracticeMarksCommand>

    func validate() throws {
        if all && !clear { throw ValidationError(tr("--all goes with --clear.")) }
        if all && title != nil { throw ValidationError(tr("--clear --all unmarks every recording's lines: give no TITLE with it.")) }
        if clear && !all && title == nil {
            throw ValidationError(tr("--clear needs a TITLE, or --all to unmark every line of every recording."))
        }
        if clear && output.json { throw ValidationError(tr("--clear and --json cannot be used together.")) }
    }

    func run() async throws {
        let marks = try await LineMarks.signedIn()
        var groups = try marks.allMarks()
        if let title {
            groups = groups.filter { $0.isNamed(title) }
        }
        if clear {
            try clearMarks(groups, in: marks)
        } else if output.json {
            try JSONLines.print(groups.map(RecordingJSON.init))
        } else {
            list(groups)
        }
    }

    private func clearMarks(_ groups: [LineMarkGroup], in marks: LineMarks) throws {
        let count = all ? try marks.clearAll() : try groups.reduce(0) { $0 + (try marks.clear(recordingId: $1.recordingId)) }
        guard count > 0 else {
            Output.write(noMarks + "\n")
            return
        }
        let lines = trn("%d line", "%d lines", count, count)
        Output.write((all
            // TRANSLATORS: %s is a number of lines: “Unmarked 7 lines.”
            ? tr("Unmarked %s.", lines)
            // TRANSLATORS: %1$s is a number of lines, %2$s the recording's title: “Unmarked 3 lines of “At the Café”.”
            : tr("Unmarked %1$s of “%2$s”.", lines, TerminalText.line(groups.first?.title ?? title ?? ""))) + "\n")
    }

    private func list(_ groups: [LineMarkGroup]) {
        guard !groups.isEmpty else {
            Output.write(noMarks + "\n")
            return
        }
        var text = ""
        for (position, group) in groups.enumerated() {
            if position > 0 { text += "\n" }
            let count = group.marks.count
            text += TerminalText.line(group.title) + "  " + trn("(%d line marked)", "(%d lines marked)", count, count) + "\n"
            let width = group.marks.map { "\($0.lineIndex)".count }.max() ?? 1
            for mark in group.marks {
                let number = "\(mark.lineIndex)"
                text += "  " + String(repeating: " ", count: width - number.count) + number + "  "
                    + ClockText.format(tenths: mark.start) + "–" + ClockText.format(tenths: mark.end) + "  "
                    + TerminalText.line(mark.text) + "\n"
            }
        }
        Output.write(text)
    }

    /// What is said when there is nothing to list or clear.
    private var noMarks: String {
        if let title {
            // TRANSLATORS: m, Ctrl-T and the commands in backticks stay as they are.
            return tr("No line of “%s” is marked. Press m in `learnctl player`, or Ctrl-T in a dictation, to mark the line you hear.",
                      TerminalText.line(title))
        }
        // TRANSLATORS: m, Ctrl-T and the commands in backticks stay as they are.
        return tr("You have not marked a line yet. Press m in `learnctl player`, or Ctrl-T in a dictation, to mark the line you hear.")
    }
}

extension PracticeMarksCommand {
    /// A recording's marked lines as `--json` prints them.
    struct RecordingJSON: Encodable {
        let recording: String
        let title: String
        let lines: [LineJSON]

        init(_ group: LineMarkGroup) {
            recording = group.recordingId
            title = group.title
            lines = group.marks.map(LineJSON.init)
        }
    }

    /// A marked line as `--json` prints it.
    struct LineJSON: Encodable {
        let line: Int
        let start: Double
        let end: Double
        let text: String
        let markedAt: Date

        init(_ mark: LineMark) {
            line = mark.lineIndex
            start = mark.start
            end = mark.end
            text = mark.text
            markedAt = mark.markedAt
        }

        enum CodingKeys: String, CodingKey {
            case line, start, end, text, markedAt = "marked_at"
        }
    }
}
