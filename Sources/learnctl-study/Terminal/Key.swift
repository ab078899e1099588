/// A key pressed on the terminal, as every interactive screen reads it; ``KeyDecoder`` makes
/// keys of the bytes the terminal sends.
enum Key: Hashable, Sendable {
    /// A printable character as typed, in its case; text pasted at once is one key a character.
    case character(Character)
    case enter, tab, backspace, escape
    case up, down, left, right
    case home, end, pageUp, pageDown, delete
    /// Ctrl-C, when it arrives as a key.
    case interrupt
    /// Ctrl-D.
    case endOfInput
    /// Another control key, by its capital letter: "W" for Ctrl-W, "H" for Ctrl-H (which some
    /// terminals also send for Backspace).
    case control(Character)

    /// The character of a character key in lower case ("q" for both q and Q); nil for other keys.
    var lowercased: Character? {
        guard case .character(let character) = self else { return nil }
        return character.lowercased().first
    }

    /// Whether the key is `letter` in either case.
    func isLetter(_ letter: Character) -> Bool {
        lowercased == letter
    }
}
