import LearnCore
import ListenClient
import Localization

/// The results on a terminal, with single keys: the score card and the review, every question
/// on one line; ↑/↓ (or k/j) move the cursor from question to question and Enter (or Space)
/// expands the one under it — its prompt, options and explanation — or collapses it again;
/// q, Esc or Ctrl-C leaves. Whatever does not fit the terminal scrolls so that the question
/// under the cursor shows whole; the key hint stays on the last line.
struct ReviewBrowser: Screen {
    let results: TestResults
    let style: DictationMarkup.Style
    /// The question under the cursor.
    private(set) var cursor = 0
    /// The questions shown in full.
    private(set) var expanded: Set<Int> = []
    /// The first line shown.
    private(set) var top = 0

    init(results: TestResults, style: DictationMarkup.Style) {
        self.results = results
        self.style = style
    }

    mutating func update(_ key: Key) -> ScreenStep<Never> {
        let last = max(0, results.questions.count - 1)
        switch key {
        case .up, .character("k"), .character("K"): cursor = max(0, cursor - 1)
        case .down, .character("j"), .character("J"): cursor = min(last, cursor + 1)
        case .enter, .character(" "):
            guard !results.questions.isEmpty else { break }
            if expanded.remove(cursor) == nil { expanded.insert(cursor) }
        case .character("q"), .character("Q"), .escape, .interrupt, .endOfInput: return .leave
        default: break
        }
        return .stay
    }

    /// The key hint under the results.
    var hint: String {
        let position = results.questions.isEmpty ? "" : tr("Question %d of %d", cursor + 1, results.questions.count) + " · "
        // TRANSLATORS: the keys (↑/↓, Enter, q) must stay as they are.
        return position + tr("↑/↓: move · Enter: show or hide the question · q: leave")
    }

    /// Scrolls so that the question under the cursor shows whole, the hint below it.
    mutating func fit(_ size: TerminalSize) {
        let lines = text(size).lines(results, expanded: expanded, cursor: results.questions.isEmpty ? nil : cursor)
        let height = max(1, size.rows - 1)
        let block = lines.indices.filter { lines[$0].question == cursor }
        if let start = block.first, let end = block.last {
            if start < top { top = start }
            if end >= top + height { top = min(start, end - height + 1) }
            if cursor == 0 && end < height { top = 0 }
        }
        top = max(0, min(top, lines.count - height))
    }

    /// The lines that fit the terminal from ``top``, then the hint.
    func view(_ size: TerminalSize) -> [String] {
        let text = text(size)
        let lines = text.lines(results, expanded: expanded, cursor: results.questions.isEmpty ? nil : cursor)
        let shown = lines[min(top, lines.count)..<min(lines.count, top + max(1, size.rows - 1))]
        return shown.map { text.paint($0.text, $0.paint) } + [text.paint(hint, "2")]
    }

    private func text(_ size: TerminalSize) -> ResultsText {
        ResultsText(style: style, width: max(20, size.columns - 1))
    }
}
