/// The three characters that markup (Pango's, WebVTT's cue text, HTML) reserves, written as
/// character references so that text shows as it is: `&` → `&amp;`, `<` → `&lt;`, `>` → `&gt;`.
public enum MarkupEscaping {
    public static func escaped(_ text: String) -> String {
        var escaped = ""
        for character in text {
            switch character {
            case "&": escaped += "&amp;"
            case "<": escaped += "&lt;"
            case ">": escaped += "&gt;"
            default: escaped.append(character)
            }
        }
        return escaped
    }
}
