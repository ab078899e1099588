import LearnCore
import ListenClient
import Localization

/// How a dictation shows its lines, results and summary: as text or as JSON lines.
protocol DictationView {
    /// A line is about to be typed: which one of the attempt, and its number in the transcript.
    func showLine(number: Int, total: Int, line: DictationLine)
    /// A line has been checked.
    func showResult(_ result: DictationLineResult)
    /// The attempt is over.
    func showSummary(_ summary: DictationSummary)
    /// The learner left before the end; the attempt is kept.
    func showPaused(_ session: DictationSession, title: String)
}

/// The dictation as text: on a terminal in colour (unless `NO_COLOR` is set), else with plain markers.
struct TextDictationView: DictationView {
    let title: String
    let style: DictationMarkup.Style

    func showLine(number: Int, total: Int, line: DictationLine) {
        Output.write("\n" + TerminalText.line(title) + " · "
            + tr("line %1$d of %2$d (transcript line %3$s)", number, total, String(line.index)) + "\n")
    }

    func showResult(_ result: DictationLineResult) {
        Output.write("  " + DictationMarkup.render(result.verdicts.map(\.terminalSafe), style: style) + "\n")
        let mistakes = trn("%d mistake", "%d mistakes", result.mistakeCount, result.mistakeCount)
        Output.write("  " + tr("Score %s", NumberText.percent(Int((result.score * 100).rounded()))) + " · "
            + (result.isPerfect ? tr("perfect") : mistakes) + "\n")
    }

    func showSummary(_ summary: DictationSummary) {
        var text = "\n" + TerminalText.line(title) + " · " + tr("dictation summary") + "\n"
        text += tr("Accuracy: %s of words", NumberText.percent(summary.percent)) + "\n"
        text += tr("Lines fully right: %1$d of %2$d", summary.linesRight, summary.linesChecked) + "\n"
        text += tr("Replays: %1$d (slowed down: %2$d) · Hints: %3$d", summary.replays, summary.slowReplays, summary.hints) + "\n"
        if summary.hardest.isEmpty {
            text += tr("Every line was right.") + "\n"
        } else {
            text += tr("Most mistakes:") + "\n"
            for line in summary.hardest {
                let mistakes = trn("%d mistake", "%d mistakes", line.mistakeCount, line.mistakeCount)
                text += "  " + tr("line %1$s (%2$s): %3$s", String(line.lineIndex), mistakes, TerminalText.line(line.reference)) + "\n"
            }
        }
        Output.write(text)
    }

    func showPaused(_ session: DictationSession, title: String) {
        let done = session.results.count
        // TRANSLATORS: keep the command in backticks as it is; %3$s is the recording's title.
        Output.write("\n" + tr("Dictation paused after %1$d of %2$d lines. Run `learnctl practice dictation \"%3$s\" --resume` to continue.",
                               done, session.lines.count, TerminalText.line(title)) + "\n")
    }
}

/// The dictation as JSON: one object per line of output, with a "type" of "line", "result",
/// "summary" or "paused".
struct JSONDictationView: DictationView {
    let attemptId: Int64

    func showLine(number: Int, total: Int, line: DictationLine) {
        emit(["type": "line", "attempt": attemptId, "number": number, "total": total, "line": line.index])
    }

    func showResult(_ result: DictationLineResult) {
        emit(Self.object(result))
    }

    func showSummary(_ summary: DictationSummary) {
        emit([
            "type": "summary", "attempt": summary.attemptId, "title": summary.title,
            "accuracy": (summary.accuracy * 1000).rounded() / 1000, "percent": summary.percent,
            "lines": summary.linesChecked, "lines_right": summary.linesRight,
            "replays": summary.replays, "slow_replays": summary.slowReplays, "hints": summary.hints,
            "hardest": summary.hardest.map { ["line": $0.lineIndex, "mistakes": $0.mistakeCount, "reference": $0.reference] as [String: Any] },
            "lines_with_mistakes": summary.linesWithMistakes,
        ])
    }

    func showPaused(_ session: DictationSession, title: String) {
        emit([
            "type": "paused", "attempt": session.attempt.id ?? 0, "checked": session.results.count,
            "total": session.lines.count,
            "message": "Run `learnctl practice dictation \"\(title)\" --resume` to continue.",
        ])
    }

    /// A checked line as JSON.
    static func object(_ result: DictationLineResult) -> [String: Any] {
        [
            "type": "result", "line": result.lineIndex, "typed": result.typed, "reference": result.reference,
            "words": result.verdicts.map(Self.word), "score": (result.score * 1000).rounded() / 1000,
            "points": result.points, "word_count": result.wordCount, "extra_count": result.extraCount,
            "mistakes": result.mistakeCount, "perfect": result.isPerfect,
            "replays": result.replays, "slow_replays": result.slowReplays, "hints": result.hints,
        ]
    }

    private static func word(_ verdict: WordVerdict) -> [String: Any] {
        switch verdict {
        case .correct(let expected, let typed): ["verdict": "correct", "expected": expected, "typed": typed]
        case .slip(let expected, let typed): ["verdict": "slip", "expected": expected, "typed": typed]
        case .wrong(let expected, let typed): ["verdict": "wrong", "expected": expected, "typed": typed]
        case .missing(let expected): ["verdict": "missing", "expected": expected]
        case .extra(let typed): ["verdict": "extra", "typed": typed]
        }
    }

    private func emit(_ object: [String: Any]) {
        try? JSONLines.print(object: object)
    }
}

extension WordVerdict {
    /// The verdict with its words made safe to show on a terminal (see ``TerminalText``).
    var terminalSafe: WordVerdict {
        switch self {
        case .correct(let expected, let typed): .correct(expected: expected.terminalLine, typed: typed.terminalLine)
        case .slip(let expected, let typed): .slip(expected: expected.terminalLine, typed: typed.terminalLine)
        case .wrong(let expected, let typed): .wrong(expected: expected.terminalLine, typed: typed.terminalLine)
        case .missing(let expected): .missing(expected: expected.terminalLine)
        case .extra(let typed): .extra(typed: typed.terminalLine)
        }
    }
}
