/// The rules for the texts of cards and groups: trimmed, on one line, and compared without regard to case.
public enum CardText {
    /// `text` without surrounding white space; throws when it spans lines or holds control
    /// characters, or when it is empty and `required`.
    public static func clean(_ text: String, field: String, required: Bool) throws -> String {
        let trimmed = trim(text)
        if trimmed.unicodeScalars.contains(where: isBreakOrControl) {
            throw CardError.notOneLine(field: field)
        }
        if required && trimmed.isEmpty { throw CardError.empty(field: field) }
        return trimmed
    }

    /// `text` on one line: each run of line breaks, tabs and other controls becomes one space;
    /// trimmed. For texts from outside (a transcript line) that become a card's field.
    public static func oneLine(_ text: String) -> String {
        var result = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            if isBreakOrControl(scalar) {
                if result.last != " " { result.append(" ") }
            } else {
                result.append(scalar)
            }
        }
        return trim(String(result))
    }

    /// The form under which two words or group names count as the same.
    public static func key(_ text: String) -> String {
        text.lowercased()
    }

    private static func trim(_ text: String) -> String {
        guard let first = text.firstIndex(where: { !$0.isWhitespace }),
              let last = text.lastIndex(where: { !$0.isWhitespace })
        else { return "" }
        if first == text.startIndex && last == text.index(before: text.endIndex) { return text }
        return String(text[first...last])
    }

    /// C0 and C1 control characters (tab and line feed among them) and the Unicode line and paragraph separators.
    private static func isBreakOrControl(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x00...0x1F, 0x7F...0x9F, 0x2028, 0x2029: true
        default: false
        }
    }
}
