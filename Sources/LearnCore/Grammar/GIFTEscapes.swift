/// GIFT's backslash escapes as Moodle reads and writes them: `\:` `\#` `\=` `\{` `\}` `\~` `\n`
/// and `\\`.
///
/// Reading follows Moodle's two steps: before a question is taken apart, each escape becomes a
/// placeholder character (so that an escaped `{` is not a brace), and `\\` a single backslash;
/// each text is given back its characters once it has been cut out.
enum GIFTEscapes {
    /// The escaped characters and the placeholders (Unicode private use characters) that stand for them.
    private static let placeholders: [(escaped: Character, placeholder: Character, meaning: Character)] = [
        (":", "\u{F8F0}", ":"), ("#", "\u{F8F1}", "#"), ("=", "\u{F8F2}", "="), ("{", "\u{F8F3}", "{"),
        ("}", "\u{F8F4}", "}"), ("~", "\u{F8F5}", "~"), ("n", "\u{F8F6}", "\n"),
    ]

    /// `text` with every escape made a placeholder and `\\` a backslash.
    static func hidden(_ text: String) -> String {
        var result = ""
        var characters = text.makeIterator()
        while let character = characters.next() {
            guard character == "\\" else {
                result.append(character)
                continue
            }
            guard let next = characters.next() else {
                result.append(character)
                break
            }
            if next == "\\" {
                result.append("\\")
            } else if let entry = placeholders.first(where: { $0.escaped == next }) {
                result.append(entry.placeholder)
            } else {
                result.append(character)
                result.append(next)
            }
        }
        return result
    }

    /// `text` with its placeholders given back their characters (`\n` a line break).
    static func restored(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: { (0xF8F0...0xF8F6).contains($0.value) }) else { return text }
        return String(text.map { character in
            placeholders.first(where: { $0.placeholder == character })?.meaning ?? character
        })
    }

    /// `text` as GIFT writes it: `\` `~` `=` `#` `{` `}` `:` escaped, line breaks as `\n`, other
    /// control characters left out.
    static func escaped(_ text: String) -> String {
        var result = ""
        for character in text {
            switch character {
            case "\\", "~", "=", "#", "{", "}", ":": result += "\\" + String(character)
            case "\n", "\r\n": result += "\\n"
            case "\t": result += " "
            default:
                if character.unicodeScalars.allSatisfy({ $0.properties.generalCategory == .control }) { continue }
                result.append(character)
            }
        }
        return result
    }
}
