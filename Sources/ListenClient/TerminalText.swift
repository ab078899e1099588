/// Text from outside learnctl (titles, levels, error messages and paths from the daemon, which
/// may come from a file's tags, a server's reason phrase or a stream title) made safe to show on
/// a terminal: nothing in it can move the cursor, clear the screen, set the window title or
/// reverse the direction of the text around it.
///
/// Removed: the C0 controls (ESC, BEL, …), DEL, the C1 controls U+0080–U+009F and the bidi
/// embeddings, overrides and isolates U+202A–U+202E and U+2066–U+2069. Line breaks and tabs
/// become spaces in a one-line field. JSON output does not go through here: it escapes
/// control characters itself and stays exact.
public enum TerminalText {
    /// `text` as one line: line breaks and tabs as spaces, other controls removed.
    public static func line(_ text: String) -> String {
        cleaned(text, keepingLineBreaks: false)
    }

    /// `text` with its line breaks kept (a `\r\n` as `\n`), tabs as spaces, other controls removed.
    public static func lines(_ text: String) -> String {
        cleaned(text, keepingLineBreaks: true)
    }

    private static func cleaned(_ text: String, keepingLineBreaks: Bool) -> String {
        guard text.unicodeScalars.contains(where: isUnsafe) else { return text }
        var result = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\n" where keepingLineBreaks:
                result.append(scalar)
            case "\r" where keepingLineBreaks:
                continue
            case "\n", "\r", "\t", "\u{0B}", "\u{0C}", "\u{85}", "\u{2028}", "\u{2029}":
                if result.last != " " || scalar == "\t" { result.append(" ") }
            case _ where isUnsafe(scalar):
                continue
            default:
                result.append(scalar)
            }
        }
        return String(result)
    }

    /// Whether `scalar` is a control character or a bidi control that is never shown as is.
    private static func isUnsafe(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x00...0x1F, 0x7F...0x9F, 0x2028, 0x2029, 0x202A...0x202E, 0x2066...0x2069: true
        default: false
        }
    }
}

extension String {
    /// This text as one line that is safe to show on a terminal (see ``TerminalText``).
    public var terminalLine: String { TerminalText.line(self) }
}
