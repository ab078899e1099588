/// Splits a plain-text request into words the way a shell would: blanks separate words,
/// single quotes keep text as is, double quotes keep blanks, a backslash escapes the next character.
/// A quote left open is taken literally, so `play At the Doctor's` works unquoted.
public enum TextCommandLexer {
    public static func split(_ line: String) -> [String] {
        if let words = try? split(line, quoting: true) { return words }
        return (try? split(line, quoting: false)) ?? []
    }

    static func split(_ line: String, quoting: Bool) throws(ProtocolError) -> [String] {
        var words = [String]()
        var current = ""
        var inWord = false
        var quote: Character?
        var escaped = false
        for character in line {
            if escaped {
                current.append(character)
                escaped = false
                continue
            }
            if let open = quote {
                if character == open { quote = nil }
                else if character == "\\" && open == "\"" { escaped = true }
                else { current.append(character) }
                continue
            }
            switch character {
            case "\\": escaped = true; inWord = true
            case "'" where quoting, "\"" where quoting: quote = character; inWord = true
            case _ where character.isWhitespace:
                if inWord { words.append(current); current = ""; inWord = false }
            default: current.append(character); inWord = true
            }
        }
        if quote != nil { throw ProtocolError(.invalidRequest, "The line has an unclosed quote.") }
        if escaped { current.append("\\") }
        if inWord { words.append(current) }
        return words
    }
}
