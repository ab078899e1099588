import Feeds

/// Text from outside (a file, a page) made fit to show: control characters removed, invisible
/// characters (soft hyphens, zero-width spaces, byte order marks) removed, white space collapsed.
enum ImportedText {
    /// `text` without the characters a terminal would act on rather than show (C0 controls other
    /// than line feed and tab, DEL, C1 controls), "\r\n" and a lone "\r" read as "\n".
    static func withoutControlCharacters(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: { isControl($0) }) else { return text }
        var result = String.UnicodeScalarView()
        var previousWasReturn = false
        for scalar in text.unicodeScalars {
            defer { previousWasReturn = scalar == "\r" }
            if scalar == "\r" {
                result.append("\n")
            } else if scalar == "\n" && previousWasReturn {
                continue
            } else if !isControl(scalar) {
                result.append(scalar)
            }
        }
        return String(result)
    }

    /// `text` on one line: invisible characters removed and every run of white space (line breaks
    /// and no-break spaces too) read as one space, none at either end.
    static func singleLine(_ text: some StringProtocol) -> String {
        var result = ""
        var pendingSpace = false
        for character in text {
            if character.isWhitespace {
                pendingSpace = !result.isEmpty
                continue
            }
            if character.unicodeScalars.allSatisfy({ isInvisible($0) || isControl($0) }) { continue }
            if pendingSpace { result.append(" ") }
            pendingSpace = false
            result.append(character)
        }
        return result
    }

    /// Raw HTML text (character references not yet decoded) on one line: references decoded,
    /// control and invisible characters removed, white space collapsed.
    static func fromHTML(_ raw: some StringProtocol) -> String {
        singleLine(HTMLText.singleLine(String(raw)))
    }

    /// The number of words (runs of characters between white space) in `text`.
    static func wordCount(_ text: some StringProtocol) -> Int {
        text.split(whereSeparator: \.isWhitespace).count
    }

    private static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x0A, 0x09: false
        case 0x00...0x1F, 0x7F...0x9F: true
        default: false
        }
    }

    private static func isInvisible(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x00AD, 0x200B, 0x2060, 0xFEFF: true
        default: false
        }
    }
}
