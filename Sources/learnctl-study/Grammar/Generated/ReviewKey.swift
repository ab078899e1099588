/// A key of the review on a terminal (see ``ReviewBrowser``).
enum ReviewKey: Equatable {
    /// ↑ or k; ↓ or j.
    case up, down
    /// Enter or Space: expand or collapse the question under the cursor.
    case toggle
    /// q, Esc, Ctrl-C or Ctrl-D.
    case leave

    /// The keys in what the terminal sent in one go. Other bytes and escape sequences are skipped.
    static func parse(_ bytes: [UInt8]) -> [ReviewKey] {
        if bytes == [0x1B] { return [.leave] }
        var keys: [ReviewKey] = []
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            index += 1
            switch byte {
            case 0x03, 0x04, UInt8(ascii: "q"), UInt8(ascii: "Q"): keys.append(.leave)
            case 0x0A, 0x0D, UInt8(ascii: " "): keys.append(.toggle)
            case UInt8(ascii: "k"), UInt8(ascii: "K"): keys.append(.up)
            case UInt8(ascii: "j"), UInt8(ascii: "J"): keys.append(.down)
            case 0x1B:
                guard let sequence = EscapeSequence.read(bytes, after: &index) else { continue }
                switch sequence.final {
                case UInt8(ascii: "A"): keys.append(.up)
                case UInt8(ascii: "B"): keys.append(.down)
                default: continue
                }
            default: continue
            }
        }
        return keys
    }
}
