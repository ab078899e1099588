/// A terminal's control sequence for a special key (`ESC [ 3 ~`, `ESC O A` …): its final byte
/// and the parameter bytes before it.
struct EscapeSequence: Equatable {
    let final: UInt8
    /// The parameter bytes as text ("3" for Delete's `ESC [ 3 ~`; "" for the arrows).
    let parameters: String

    /// Reads the sequence that follows an ESC byte at `bytes[index]` (`[` or `O`, parameters, a
    /// final byte) and moves `index` past it. nil when none follows (`index` stays, so the next
    /// byte is read as a key) or when it is cut off (`index` moves to the end: its bytes are no keys).
    static func read(_ bytes: [UInt8], after index: inout Int) -> EscapeSequence? {
        var cursor = index
        guard cursor < bytes.count, bytes[cursor] == UInt8(ascii: "[") || bytes[cursor] == UInt8(ascii: "O") else { return nil }
        cursor += 1
        let start = cursor
        while cursor < bytes.count, !(0x40...0x7E).contains(bytes[cursor]) { cursor += 1 }
        guard cursor < bytes.count else {
            index = bytes.count
            return nil
        }
        index = cursor + 1
        return EscapeSequence(final: bytes[cursor], parameters: String(decoding: bytes[start..<cursor], as: UTF8.self))
    }
}
