import LearnCore
import ListenClient
import Localization

/// The results on a terminal, with single keys: the score card and the review, every question
/// on one line; ↑/↓ (or k/j) move the cursor from question to question and Enter (or Space)
/// expands the one under it — its prompt, options and explanation — or collapses it again;
/// q, Esc or Ctrl-C leaves. Whatever does not fit the terminal scrolls so that the question
/// under the cursor shows whole; the key hint stays on the last line.
struct ReviewBrowser {
    let results: TestResults
    let style: DictationMarkup.Style
    /// The question under the cursor.
    private(set) var cursor = 0
    /// The questions shown in full.
    private(set) var expanded: Set<Int> = []
    /// The first line shown.
    private var top = 0

    init(results: TestResults, style: DictationMarkup.Style) {
        self.results = results
        self.style = style
    }

    /// Runs until the learner leaves (or the input ends); the terminal must be in single-key mode.
    mutating func run() {
        Output.write("\u{1B}[2J")
        draw()
        while let bytes = SingleKeyTerminal.readTyped() {
            for key in ReviewKey.parse(bytes) {
                guard handle(key) else {
                    Output.write("\n")
                    return
                }
            }
            draw()
        }
        Output.write("\n")
    }

    /// Applies `key`; false when it leaves.
    mutating func handle(_ key: ReviewKey) -> Bool {
        let last = max(0, results.questions.count - 1)
        switch key {
        case .up: cursor = max(0, cursor - 1)
        case .down: cursor = min(last, cursor + 1)
        case .toggle:
            guard !results.questions.isEmpty else { break }
            if expanded.remove(cursor) == nil { expanded.insert(cursor) }
        case .leave: return false
        }
        return true
    }

    /// The key hint under the results.
    var hint: String {
        let position = results.questions.isEmpty ? "" : tr("Question %d of %d", cursor + 1, results.questions.count) + " · "
        // TRANSLATORS: the keys (↑/↓, Enter, q) must stay as they are.
        return position + tr("↑/↓: move · Enter: show or hide the question · q: leave")
    }

    /// Draws the lines that fit the terminal, each cleared to its end, the hint last, the rest
    /// of the screen cleared after it.
    private mutating func draw() {
        let size = TerminalScreen.size
        let text = ResultsText(style: style, width: max(20, size.columns - 1))
        let lines = text.lines(results, expanded: expanded, cursor: results.questions.isEmpty ? nil : cursor)
        let height = max(1, size.rows - 1)
        let block = lines.indices.filter { lines[$0].question == cursor }
        if let start = block.first, let end = block.last {
            if start < top { top = start }
            if end >= top + height { top = min(start, end - height + 1) }
            if cursor == 0 && end < height { top = 0 }
        }
        top = max(0, min(top, lines.count - height))
        let shown = lines[top..<min(lines.count, top + height)]
        Output.write("\u{1B}[H" + shown.map { text.paint($0.text, $0.paint) + "\u{1B}[K\n" }.joined()
            + text.paint(hint, "2") + "\u{1B}[K\u{1B}[J")
    }
}
