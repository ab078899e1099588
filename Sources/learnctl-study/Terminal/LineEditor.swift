import ListenClient

/// A line being typed with single keys: characters added at the end, Backspace removes the last
/// one, Ctrl-W the last word and Ctrl-U all of it.
struct LineEditor {
    /// The most characters a line takes; more is ignored.
    static let limit = 1_000
    private(set) var text = ""

    mutating func apply(_ key: Key) {
        switch key {
        case .character(let typed):
            guard text.count < Self.limit else { return }
            text += TerminalText.line(String(typed))
        case .backspace:
            if !text.isEmpty { text.removeLast() }
        case .control("W"):
            while text.last == " " { text.removeLast() }
            while let last = text.last, last != " " { _ = last; text.removeLast() }
        case .control("U"):
            text = ""
        default:
            break
        }
    }
}
