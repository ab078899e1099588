import ListenClient

/// A line being typed with single keys: characters added at the end, the last character or
/// word removed, all of it cleared.
struct LineEditor {
    /// The most characters a line takes; more is ignored.
    static let limit = 1_000
    private(set) var text = ""

    mutating func apply(_ key: TypedKey) {
        switch key {
        case .text(let typed):
            let clean = TerminalText.line(typed)
            text += clean.prefix(max(0, Self.limit - text.count))
        case .backspace:
            if !text.isEmpty { text.removeLast() }
        case .deleteWord:
            while text.last == " " { text.removeLast() }
            while let last = text.last, last != " " { _ = last; text.removeLast() }
        case .clearLine:
            text = ""
        default:
            break
        }
    }
}
