/// Makes ``Key``s of what the terminal sends: one read can bring several keys (typed fast or
/// pasted), text in UTF-8, and the escape sequences of the arrows and the other special keys.
enum KeyDecoder {
    /// The keys in `bytes`, as read from the terminal in one go, in order.
    ///
    /// Esc is a key when it ends what was read; followed by `[` or `O` it starts an escape
    /// sequence (one cut off, or of a key no screen uses, gives no key); followed by anything
    /// else (Alt and a key) it is dropped and the key after it read as usual. Control bytes
    /// without a key of their own (0, and 0x1C to 0x1F) give none.
    static func keys(in bytes: [UInt8]) -> [Key] {
        var keys: [Key] = []
        var text: [UInt8] = []
        func takeText() {
            keys += String(decoding: text, as: UTF8.self).map(Key.character)
            text = []
        }
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            index += 1
            guard byte < 0x20 || byte == 0x7F else {
                text.append(byte)
                continue
            }
            takeText()
            if byte == 0x1B {
                if index == bytes.count {
                    keys.append(.escape)
                } else if let sequence = EscapeSequence.read(bytes, after: &index), let key = key(for: sequence) {
                    keys.append(key)
                }
            } else if let key = key(forControl: byte) {
                keys.append(key)
            }
        }
        takeText()
        return keys
    }

    /// The key of a control byte other than Esc.
    private static func key(forControl byte: UInt8) -> Key? {
        switch byte {
        case 0x0A, 0x0D: .enter
        case 0x09: .tab
        case 0x7F: .backspace
        case 0x03: .interrupt
        case 0x04: .endOfInput
        case 0x01...0x1A: .control(Character(Unicode.Scalar(byte + 0x40)))
        default: nil
        }
    }

    /// The key of an escape sequence: the arrows, Home, End, Page Up, Page Down and Delete, in
    /// the forms terminals send them (`ESC [ A`, `ESC O A`, `ESC [ 1 ~`, `ESC [ H` …).
    private static func key(for sequence: EscapeSequence) -> Key? {
        switch (sequence.final, sequence.parameters) {
        case (UInt8(ascii: "A"), _): .up
        case (UInt8(ascii: "B"), _): .down
        case (UInt8(ascii: "C"), _): .right
        case (UInt8(ascii: "D"), _): .left
        case (UInt8(ascii: "H"), _), (UInt8(ascii: "~"), "1"), (UInt8(ascii: "~"), "7"): .home
        case (UInt8(ascii: "F"), _), (UInt8(ascii: "~"), "4"), (UInt8(ascii: "~"), "8"): .end
        case (UInt8(ascii: "~"), "3"): .delete
        case (UInt8(ascii: "~"), "5"): .pageUp
        case (UInt8(ascii: "~"), "6"): .pageDown
        default: nil
        }
    }
}
