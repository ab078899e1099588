import LearnCore
import ListenClient
import Localization

/// The dictation as text: on a terminal in colour (unless `NO_COLOR` is set), else with plain markers.
struct TextDictationView: SessionView {
    let title: String
    let style: DictationMarkup.Style

    func show(_ event: DictationEvent) {
        switch event {
        case .line(let number, let total, let line): showLine(number: number, total: total, line: line)
        case .result(let result): showResult(result)
        case .summary(let summary): showSummary(summary)
        case .paused(let session, let title): showPaused(session, title: title)
        }
    }

    private func showLine(number: Int, total: Int, line: DictationLine) {
        Output.write("\n" + TerminalText.line(title) + " · "
            + tr("line %1$d of %2$d (transcript line %3$s)", number, total, String(line.index)) + "\n")
    }

    private func showResult(_ result: DictationLineResult) {
        Output.write("  " + DictationMarkup.render(result.verdicts.map(\.terminalSafe), style: style) + "\n")
        let mistakes = trn("%d mistake", "%d mistakes", result.mistakeCount, result.mistakeCount)
        Output.write("  " + tr("Score %s", NumberText.percent(Int((result.score * 100).rounded()))) + " · "
            + (result.isPerfect ? tr("perfect") : mistakes) + "\n")
    }

    private func showSummary(_ summary: DictationSummary) {
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

    private func showPaused(_ session: DictationSession, title: String) {
        let done = session.results.count
        // TRANSLATORS: keep the command in backticks as it is; %3$s is the recording's title.
        Output.write("\n" + tr("Dictation paused after %1$d of %2$d lines. Run `learnctl practice dictation \"%3$s\" --resume` to continue.",
                               done, session.lines.count, TerminalText.line(title)) + "\n")
    }
}
