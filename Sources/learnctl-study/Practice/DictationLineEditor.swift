import ListenClient

/// The line being typed: characters added at the end, the last character or word removed.
struct DictationLineEditor {
    /// The most characters a line takes; more is ignored.
    static let limit = 1_000
    private(set) var text = ""

    mutating func apply(_ key: DictationKey) {
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
