/// What a key (or a burst of typed bytes) is while a line is being typed with single keys.
enum TypedKey: Equatable {
    /// Printable text, possibly several characters pasted at once.
    case text(String)
    case backspace
    /// Ctrl-W: the word before the cursor.
    case deleteWord
    /// Ctrl-U: the whole line.
    case clearLine
    case tab
    case enter
    /// Esc alone.
    case escape
    /// Ctrl-C, when it arrives as a key.
    case interrupt
    /// Ctrl-D.
    case endOfInput
    /// Another control key, by its letter: "H" for Ctrl-H, "K" for Ctrl-K.
    case control(Character)

    /// The keys in `bytes`, as read from the terminal in one go; an arrow key or another
    /// escape sequence gives none.
    static func parse(_ bytes: [UInt8]) -> [TypedKey] {
        if bytes.first == 0x1B { return bytes.count == 1 ? [.escape] : [] }
        var keys: [TypedKey] = []
        var text: [UInt8] = []
        func flush() {
            if !text.isEmpty { keys.append(.text(String(decoding: text, as: UTF8.self))) }
            text = []
        }
        for byte in bytes {
            let key: TypedKey?
            switch byte {
            case 0x7F: key = .backspace
            case 0x09: key = .tab
            case 0x17: key = .deleteWord
            case 0x15: key = .clearLine
            case 0x0A, 0x0D: key = .enter
            case 0x03: key = .interrupt
            case 0x04: key = .endOfInput
            case 0x01...0x1A: key = .control(Character(Unicode.Scalar(byte + 0x40)))
            case 0x00...0x1F: key = .control("?")
            default: key = nil
            }
            if let key {
                flush()
                keys.append(key)
            } else {
                text.append(byte)
            }
        }
        flush()
        return keys
    }
}
