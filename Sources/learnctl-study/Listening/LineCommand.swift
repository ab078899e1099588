import ArgumentParser
import ListenClient
import ListenProtocol
import Localization

/// `learnctl line`: jumps to a line of the transcript.
struct LineCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "line",
        abstract: "Jump to the next, the previous or a numbered transcript line, or hear one again.",
        discussion: """
            Moves the position to the start of a cue of the recording's transcript: next, prev \
            (the one before the line heard now), replay (the line heard now, or the last one \
            started when between lines) or N (the N-th line, counting from 1; `learnctl \
            transcript` shows the numbers). A jump while paused leaves the player paused. Prints \
            the new state in one line and then the line, like `learnctl status` shows it. Fails \
            (exit status 1) when the recording has no transcript or has no such line.

            Examples:
              learnctl line next
              learnctl line replay
              learnctl line 12
            """)

    @Argument(parsing: .allUnrecognized, help: ArgumentHelp("next, prev, replay or a line number.", valueName: "next|prev|replay|N"),
              completion: .list(["next", "prev", "replay"]))
    var words: [ArgumentWord<LineTarget>] = []

    /// The one word given (`line -1` reaches here too, to be told lines start at 1).
    private var target: ArgumentWord<LineTarget>? { words.count == 1 ? words[0] : nil }

    @OptionGroup var connection: SocketOption

    func validate() throws {
        guard let target else {
            throw ValidationError(words.isEmpty
                ? tr("Missing the line: next, prev, replay or a line number (1 is the first).")
                : tr("line takes one line, not %s: next, prev, replay or a line number.", String(words.count)))
        }
        guard let line = target.value else {
            // TRANSLATORS: next, prev and replay are what the command takes; they stay as they are.
            throw ValidationError(tr("Cannot go to line \"%s\": use next, prev, replay or a line number (1 is the first).", target.text))
        }
        if case .index(let index) = line, index < 1 {
            throw ValidationError(tr("Lines are numbered from 1, not %s.", String(index)))
        }
    }

    func run() throws {
        guard let line = target?.value else { return }
        try ControlRequest.run(.line(line), socket: connection) { status in
            // TRANSLATORS: the line of the transcript now heard: “Line 12 of 40 — Anna: …”.
            status.line.map { tr("Line %s", status.linePlace ?? $0.spokenText) }
        }
    }
}
