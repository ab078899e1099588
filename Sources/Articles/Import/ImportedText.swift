import Feeds

/// Text from outside (a file, a page) made fit to show: control characters removed, invisible
/// characters (soft hyphens, zero-width spaces, byte order marks) removed, white space collapsed.
enum ImportedText {
    /// `text` without the characters a terminal would act on rather than show, "\r\n" and a lone
    /// "\r" read as "\n" (Feeds' ``ControlCharacters``).
    static func withoutControlCharacters(_ text: String) -> String {
        ControlCharacters.removed(from: text)
    }

    /// `text` on one line: invisible characters removed and every run of white space (line breaks
    /// and no-break spaces too) read as one space, none at either end.
    static func singleLine(_ text: some StringProtocol) -> String {
        var result = String.UnicodeScalarView()
        var pendingSpace = false
        for scalar in text.unicodeScalars {
            if isSpace(scalar) {
                pendingSpace = !result.isEmpty
                continue
            }
            if isInvisible(scalar) || ControlCharacters.isControl(scalar) { continue }
            if pendingSpace { result.append(" ") }
            pendingSpace = false
            result.append(scalar)
        }
        return String(result)
    }

    /// Raw HTML text (character references not yet decoded) on one line: references decoded,
    /// control and invisible characters removed, white space collapsed.
    static func fromHTML(_ raw: some StringProtocol) -> String {
        let text = String(raw)
        return singleLine(text.utf8.contains(UInt8(ascii: "&")) ? HTMLText.singleLine(text) : text)
    }

    /// About how many characters `raw` HTML text shows: white space runs counted once, at
    /// neither end; character references counted as written.
    static func visibleLength(_ raw: some StringProtocol) -> Int {
        var count = 0
        var pendingSpace = false
        for scalar in raw.unicodeScalars {
            if isSpace(scalar) {
                pendingSpace = count > 0
                continue
            }
            if pendingSpace { count += 1 }
            pendingSpace = false
            count += 1
        }
        return count
    }

    static func isSpace(_ scalar: Unicode.Scalar) -> Bool {
        if scalar.value < 0x80 { return scalar == " " || (0x09...0x0D).contains(scalar.value) }
        return scalar.properties.isWhitespace
    }

    /// The number of words (runs of characters between white space) in `text`, counting no
    /// further than `limit`.
    static func wordCount(_ text: some StringProtocol, upTo limit: Int = .max) -> Int {
        var count = 0
        var inWord = false
        for scalar in text.unicodeScalars {
            if isSpace(scalar) {
                inWord = false
            } else if !inWord {
                inWord = true
                count += 1
                if count >= limit { return count }
            }
        }
        return count
    }

    private static func isInvisible(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x00AD, 0x200B, 0x2060, 0xFEFF: true
        default: false
        }
    }
}
