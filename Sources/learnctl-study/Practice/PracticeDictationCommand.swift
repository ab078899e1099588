import ArgumentParser
import Foundation
#if canImport(Glibc)
import Glibc
#endif
import LearnCore
import ListenClient
import Localization

/// `learnctl practice dictation TITLE`: write down a recording line by line.
struct PracticeDictationCommand: AsyncParsableCommand, PrintsJSON {
    static let configuration = CommandConfiguration(
        commandName: "dictation",
        abstract: "Write down what you hear, line by line, and see every word checked.",
        discussion: """
            TITLE is a recording's title or id, in any case (`learnctl list` shows them); it \
            needs a transcript. listend plays one line and pauses at its end; you type what you \
            heard and press Enter. Keys while typing:
              Tab      play the line again
              Ctrl-S   play it again at 0.75× (the speed is put back after)
              Ctrl-H   reveal the next word (hints are counted)
              Ctrl-T   mark the line for export as a sentence card; again: unmark it
              Enter    check
              Esc      leave; the attempt is kept and --resume continues it
            After a check, Enter goes on to the next line, Tab plays the line again, w plays it \
            from the first word you got wrong (a slip, wrong or missing) to its end, m (or \
            Ctrl-T) marks or unmarks the line, and q leaves. w needs the transcript to give each \
            word's time; without, or when its words are not the line's, w says so and plays the \
            whole line. Marked lines are kept with those marked in `learnctl player`: `learnctl \
            practice marks` lists them and `learnctl practice cards TITLE --marked` makes \
            sentence cards of them.

            Scoring is word by word. Case, punctuation, curly quotes and hyphens do not count; \
            numbers may be written in digits or words ("7" = "seven") and contractions either \
            way ("don't" = "do not"). Each word of the line is right, a spelling slip (one \
            letter off in a word of three letters or more; it counts half), wrong, or missing, \
            and a word typed that the line does not have is extra. A line's score is its points \
            over its words plus the extra words. On a terminal the marks are in colour; with \
            NO_COLOR set, or when standard output is not a terminal, they are plain: \
            [-missing-], {+extra+}, ~wrong→right~ and <slip→right>.

            The summary gives the accuracy (% of words), the lines fully right, the replays and \
            hints used and the three lines with the most mistakes, and offers to retry only the \
            lines with mistakes (or run again with --mistakes). Every checked line is saved at \
            once.

            With --json (or when standard input is not a terminal) each input line is what you \
            typed for the next line; with --json each line played is announced as \
            {"type":"line",…} and each check is printed as one object: {"type":"result", \
            "line":N, "typed", "reference", "words":[{"verdict":"correct|slip|wrong|missing|extra", \
            "expected", "typed"}…], "score", …, "first_wrong_word_start"} (seconds into the \
            recording, only when the line has a word wrong and word times); a \
            {"type":"summary",…} object ends a finished \
            dictation, {"type":"paused",…} one left at the end of input.
            """)

    @Argument(help: ArgumentHelp("The recording's title or id.", valueName: "title"), completion: Completions.recordingTitles)
    var title: String

    @Flag(help: "Continue your latest unfinished dictation of this recording.")
    var resume = false

    @Flag(help: "Only the lines you got wrong the last time you wrote them.")
    var mistakes = false

    static let jsonHelp = "Read typed lines from standard input and print JSON results."
    @OptionGroup var output: OutputOptions<PracticeDictationCommand>

    @Flag(help: "Do not play the lines (with --json or piped input): only check what is typed.")
    var noPlay = false

    @OptionGroup var connection: SocketOption

    func validate() throws {
        if resume && mistakes { throw ValidationError(tr("--resume and --mistakes cannot be used together.")) }
    }

    func run() async throws {
        let practice = try await ListeningPractice.signedIn()
        try ListendError.reporting {
            let player = try PracticePlayer(title: title, socket: connection)
            defer { player.restore() }
            let lines = try player.select()
            guard !lines.isEmpty else { throw PracticeError.noLines(title: player.recording.title) }
            let session: DictationSession
            if resume {
                session = try practice.resumeDictation(of: player.recording, lines: lines)
            } else if mistakes {
                let missed = try practice.missedLines(recordingId: player.recording.id).map(\.lineIndex)
                guard !missed.isEmpty else { throw PracticeError.noMistakesToRetry(title: player.recording.title) }
                session = try practice.startDictation(of: player.recording, lines: lines, only: missed)
            } else {
                session = try practice.startDictation(of: player.recording, lines: lines)
            }
            if !output.json && TerminalInput.isTerminal {
                let style = DictationMarkup.standardOutputStyle
                try DictationScreen(player: player, practice: practice, lines: lines,
                                    view: TextDictationView(title: player.recording.title, style: style),
                                    marker: DictationLineMarker(marks: practice.lineMarks, player: player)).run(session)
            } else {
                try readLines(session, player: player)
            }
        }
    }

    /// The dictation without a terminal: one typed line per input line.
    private func readLines(_ session: DictationSession, player: PracticePlayer) throws {
        var session = session
        let attemptId = session.attempt.id ?? 0
        var view: any SessionView<DictationEvent> = output.json
            ? JSONLinesView { DictationJSON.object($0, attemptId: attemptId, words: player.words) }
            : TextDictationView(title: player.recording.title, style: .plain)
        while let line = session.current {
            let progress = session.progress
            try view.show(.line(number: progress.number, total: progress.total, line: line))
            if !noPlay { try player.play(line: line.index) }
            guard let typed = readLine(strippingNewline: true) else {
                try view.show(.paused(session, title: player.recording.title))
                return
            }
            try view.show(.result(try session.check(String(typed.prefix(Self.typedLimit)))))
        }
        try view.show(.summary(session.summary))
    }

    /// The most characters of an input line that are scored.
    static let typedLimit = 10_000
}
