import LearnCore
import ListenClient
import Localization

/// The dictation on a terminal: each line is played, typed with single keys, checked and shown
/// marked word by word; at the end, the summary and the offer to retry the lines with mistakes.
///
/// Keys while typing: Tab plays the line again, Ctrl-S plays it slowed down (the speed is put
/// back after), Ctrl-H reveals the next word, Ctrl-T marks the line for export (or unmarks it),
/// Enter checks, Esc (or Ctrl-C) leaves. After a check: Enter goes on, Tab plays the line again,
/// w plays it from the first word wrong (see ``MistakeReplay``), m (or Ctrl-T) marks or unmarks
/// the line, q or Esc leaves.
struct DictationScreen {
    let player: PracticePlayer
    let practice: ListeningPractice
    let lines: [DictationLine]
    let view: TextDictationView
    let marker: DictationLineMarker
    /// The keys typed, read from the start of the dictation to its end.
    let keys = KeyReader()

    static var farewell: String { "\n" + tr("Dictation paused; run `learnctl practice dictation TITLE --resume` to continue.") + "\n" }

    /// What ended the screen.
    enum Ending {
        case finished, left
    }

    /// What the learner does once a line is checked.
    enum AfterCheck {
        case next, replay, replayFromMistake, mark, left
    }

    func run(_ session: DictationSession) throws {
        var session = session
        defer { player.restore() }
        try SingleKeyTerminal.withSingleKeys(ctrlCAsKey: true, flowControlAsKeys: true, farewell: Self.farewell) {
            // TRANSLATORS: the dictation's keys; Tab, Ctrl-S, Ctrl-H, Ctrl-T, Enter and Esc stay as they are; Ctrl-T marks the line for export.
            Output.write(tr("Keys: Tab replay · Ctrl-S replay at 0.75× · Ctrl-H hint · Ctrl-T mark · Enter check · Esc leave") + "\n")
            while true {
                if try runLines(of: &session) == .left {
                    view.show(.paused(session, title: player.recording.title))
                    return
                }
                let summary = session.summary
                view.show(.summary(summary))
                guard !summary.linesWithMistakes.isEmpty else { return }
                let count = summary.linesWithMistakes.count
                // TRANSLATORS: the key r must stay r.
                Output.write((count == 1 ? tr("Press r to retry the line with mistakes, Enter to finish.")
                    // TRANSLATORS: the key r must stay r.
                    : tr("Press r to retry the %d lines with mistakes, Enter to finish.", count)) + "\n")
                guard keys.next(Self.retryOrFinish) == true,
                      let retry = try practice.retryMistakes(of: session, recording: player.recording, lines: lines)
                else { return }
                session = retry
            }
        }
    }

    /// Plays, takes and checks lines until none is left (or the learner leaves).
    private func runLines(of session: inout DictationSession) throws -> Ending {
        while let line = session.current {
            let progress = session.progress
            view.show(.line(number: progress.number, total: progress.total, line: line))
            try player.play(line: line.index)
            guard let (typed, help) = try type(line) else { return .left }
            let result = try session.check(typed, help: help)
            player.normalSpeed()
            view.show(.result(result))
            Output.write(Self.afterCheckKeys(finished: session.isFinished, perfect: result.isPerfect) + "\n")
            afterCheck: while true {
                switch keys.next(Self.afterCheck) ?? .left {
                case .replay: try player.play(line: line.index)
                case .replayFromMistake:
                    let replay = MistakeReplay.of(result, words: player.words[line.index])
                    if let start = replay.start {
                        try player.play(from: start)
                    } else {
                        Output.write("  " + (replay.explanation ?? "") + "\n")
                        try player.play(line: line.index)
                    }
                case .mark: Output.write("  " + marker.toggle(line) + "\n")
                case .next: break afterCheck
                case .left: return .left
                }
            }
        }
        return .finished
    }

    /// Reads what the learner types for `line`; nil when they leave.
    private func type(_ line: DictationLine) throws -> (String, DictationHelp)? {
        var editor = LineEditor()
        var help = DictationHelp()
        // An Enter with nothing typed is taken for a slip the first time: it is checked only when pressed again.
        var emptyEnterSeen = false
        redraw(editor)
        while let key = keys.next() {
            switch key {
            case .enter where editor.text.trimmingCharacters(in: .whitespaces).isEmpty && !emptyEnterSeen:
                emptyEnterSeen = true
                // TRANSLATORS: Enter and Tab stay as they are.
                Output.write("\r\u{1B}[K  " + tr("Nothing typed yet: type what you hear (Tab plays it again), or press Enter again to check it empty.") + "\n")
            case .enter:
                redraw(editor)
                Output.write("\n")
                return (editor.text, help)
            case .escape, .interrupt:
                Output.write("\n")
                return nil
            case .endOfInput where editor.text.isEmpty:
                Output.write("\n")
                return nil
            case .tab:
                help.replays += 1
                try player.play(line: line.index)
            case .control("S"):
                help.slowReplays += 1
                try player.play(line: line.index, slow: true)
            case .control("H"):
                help.hints += 1
                Output.write("\r\u{1B}[K  " + tr("Hint: %s", TerminalText.line(DictationScorer.hint(words: help.hints, of: line.text))) + "\n")
            case .control("T"):
                Output.write("\r\u{1B}[K  " + marker.toggle(line) + "\n")
            default:
                editor.apply(key)
                emptyEnterSeen = false
            }
            if !keys.hasWaiting { redraw(editor) }
        }
        Output.write("\n")
        return nil
    }

    /// The prompt and what is typed, on one row: a line wider than the terminal shows its end.
    private func redraw(_ editor: LineEditor) {
        let room = max(10, TerminalScreen.size.columns - 3)
        let text = editor.text.count <= room ? editor.text : "…" + editor.text.suffix(room - 1)
        Output.write("\r\u{1B}[K> " + text)
    }

    /// The keys after a check, for the last line (`finished`) or another; `w` only after a
    /// line with mistakes.
    static func afterCheckKeys(finished: Bool, perfect: Bool) -> String {
        switch (finished, perfect) {
        // TRANSLATORS: Enter, Tab and the keys m and q stay as they are; m marks the line for export.
        case (true, true): tr("Enter: summary · Tab: hear it again · m: mark · q: leave")
        // TRANSLATORS: Enter, Tab and the keys m and q stay as they are; m marks the line for export.
        case (false, true): tr("Enter: next line · Tab: hear it again · m: mark · q: leave")
        // TRANSLATORS: Enter, Tab and the keys w, m and q stay as they are; m marks the line for export.
        case (true, false): tr("Enter: summary · Tab: hear it again · w: from the first mistake · m: mark · q: leave")
        // TRANSLATORS: Enter, Tab and the keys w, m and q stay as they are; m marks the line for export.
        case (false, false): tr("Enter: next line · Tab: hear it again · w: from the first mistake · m: mark · q: leave")
        }
    }

    /// What a key does after a line is checked: Enter goes on, Tab plays the line again, w plays
    /// it from the first word wrong, m or Ctrl-T marks or unmarks the line, q, Esc, Ctrl-C or
    /// Ctrl-D leaves; nil for another key.
    static func afterCheck(_ key: Key) -> AfterCheck? {
        switch key {
        case .enter: .next
        case .tab: .replay
        case .character("w"), .character("W"): .replayFromMistake
        case .character("m"), .character("M"), .control("T"): .mark
        case .character("q"), .character("Q"), .escape, .interrupt, .endOfInput: .left
        default: nil
        }
    }

    /// What a key does under the summary: r retries the lines with mistakes (true), Enter, q,
    /// Esc, Ctrl-C or Ctrl-D finish (false); nil for another key.
    static func retryOrFinish(_ key: Key) -> Bool? {
        switch key {
        case .character("r"), .character("R"): true
        case .enter, .character("q"), .character("Q"), .escape, .interrupt, .endOfInput: false
        default: nil
        }
    }
}
