/// Splits a plain-text request into words, like a shell but forgiving of apostrophes.
///
/// - Blanks separate words; `\` makes the next character literal (outside single quotes).
/// - `'…'` and `"…"` quote: inside, blanks are kept; in `"…"`, `\` escapes the next character.
/// - A quote opens only at the start of a word, or right after a quoted part or an escaped
///   character (`'At the Doctor'\''s'`). Anywhere else it is an ordinary character:
///   `Doctor's`, `rock'n'roll`.
/// - The quoted part ends at the next same quote that is followed by a blank, the end of the
///   line, another quote or a backslash, so `'At the Doctor's'` is one word.
/// - A quote with no such end is an ordinary character: `Rock 'n roll` is three words, the second `'n`.
public enum TextCommandLexer {
    public static func split(_ line: String) -> [String] {
        let characters = Array(line)
        var words = [String]()
        var current = ""
        var inWord = false
        var quoteMayOpen = true
        var index = 0
        while index < characters.count {
            let character = characters[index]
            if character.isWhitespace {
                if inWord { words.append(current) }
                current = ""
                inWord = false
                quoteMayOpen = true
                index += 1
            } else if character == "\\" {
                inWord = true
                quoteMayOpen = true
                if index + 1 < characters.count {
                    current.append(characters[index + 1])
                    index += 2
                } else {
                    current.append(character)
                    index += 1
                }
            } else if isQuote(character), quoteMayOpen, let (text, end) = quotedPart(of: characters, openingAt: index) {
                current += text
                inWord = true
                quoteMayOpen = true
                index = end + 1
            } else {
                current.append(character)
                inWord = true
                quoteMayOpen = false
                index += 1
            }
        }
        if inWord { words.append(current) }
        return words
    }

    private static func isQuote(_ character: Character) -> Bool {
        character == "'" || character == "\""
    }

    /// The text of the quoted part whose quote is at `start`, and the index of its closing quote;
    /// nil when it does not close.
    private static func quotedPart(of characters: [Character], openingAt start: Int) -> (String, Int)? {
        let quote = characters[start]
        var text = ""
        var index = start + 1
        while index < characters.count {
            let character = characters[index]
            if character == "\\", quote == "\"", index + 1 < characters.count {
                text.append(characters[index + 1])
                index += 2
                continue
            }
            if character == quote, endsQuotedPart(characters, after: index) { return (text, index) }
            text.append(character)
            index += 1
        }
        return nil
    }

    /// Whether a quote at `index` may close: at the end of the line or before a blank, a quote or a backslash.
    private static func endsQuotedPart(_ characters: [Character], after index: Int) -> Bool {
        guard index + 1 < characters.count else { return true }
        let next = characters[index + 1]
        return next.isWhitespace || isQuote(next) || next == "\\"
    }
}
