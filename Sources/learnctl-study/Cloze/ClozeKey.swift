/// A key of the cloze practice screen; what it does depends on whether the blanks are being
/// filled in or a result is shown (see ``ClozeScreen``).
enum ClozeKey: Equatable {
    /// A letter (lowercased) or a digit.
    case character(Character)
    case up, down
    case enter
    /// Backspace or Delete: take the word in the chosen blank back.
    case takeBack
    /// Esc, Ctrl-C or Ctrl-D.
    case leave

    /// The keys in what the terminal sent in one go. Other bytes and escape sequences are skipped.
    static func parse(_ bytes: [UInt8]) -> [ClozeKey] {
        if bytes == [0x1B] { return [.leave] }
        var keys: [ClozeKey] = []
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            index += 1
            switch byte {
            case 0x03, 0x04: keys.append(.leave)
            case 0x0A, 0x0D: keys.append(.enter)
            case 0x7F, 0x08: keys.append(.takeBack)
            case UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "a")...UInt8(ascii: "z"):
                keys.append(.character(Character(Unicode.Scalar(byte))))
            case UInt8(ascii: "A")...UInt8(ascii: "Z"):
                keys.append(.character(Character(Unicode.Scalar(byte + 0x20))))
            case 0x1B:
                guard let sequence = EscapeSequence.read(bytes, after: &index) else { continue }
                switch (sequence.final, sequence.parameters) {
                case (UInt8(ascii: "A"), _): keys.append(.up)
                case (UInt8(ascii: "B"), _): keys.append(.down)
                case (UInt8(ascii: "~"), "3"): keys.append(.takeBack)
                default: continue
                }
            default: continue
            }
        }
        return keys
    }
}
