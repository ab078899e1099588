/// What a key (or a burst of typed bytes) means while a dictation line is being typed.
enum DictationKey: Equatable {
    /// Printable text, possibly several characters pasted at once.
    case text(String)
    case backspace
    /// Ctrl-W: the word before the cursor.
    case deleteWord
    /// Ctrl-U: the whole line.
    case clearLine
    /// Tab: play the line again.
    case replay
    /// Ctrl-S: play the line again, slowed down.
    case slowReplay
    /// Ctrl-H: reveal the next word.
    case hint
    case enter
    /// Esc or Ctrl-C: leave the dictation (it is kept).
    case leave
    /// Ctrl-D: leave when nothing is typed, else nothing.
    case endOfInput
    /// An arrow key or another escape sequence: ignored.
    case ignored

    /// The keys in `bytes`, as read from the terminal in one go.
    static func parse(_ bytes: [UInt8]) -> [DictationKey] {
        if bytes.first == 0x1B { return bytes.count == 1 ? [.leave] : [.ignored] }
        var keys: [DictationKey] = []
        var text: [UInt8] = []
        func flush() {
            if !text.isEmpty { keys.append(.text(String(decoding: text, as: UTF8.self))) }
            text = []
        }
        for byte in bytes {
            let key: DictationKey?
            switch byte {
            case 0x7F: key = .backspace
            case 0x08: key = .hint
            case 0x09: key = .replay
            case 0x13: key = .slowReplay
            case 0x17: key = .deleteWord
            case 0x15: key = .clearLine
            case 0x0A, 0x0D: key = .enter
            case 0x03: key = .leave
            case 0x04: key = .endOfInput
            case 0x00...0x1F: key = .ignored
            default: key = nil
            }
            if let key {
                flush()
                if key != .ignored { keys.append(key) }
            } else {
                text.append(byte)
            }
        }
        flush()
        return keys
    }
}
