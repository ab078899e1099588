/// HTML reduced to the text it shows, for questions imported in GIFT's `[html]` format: tags
/// removed, paragraphs, line breaks and list items as line breaks, entities decoded, spaces
/// collapsed.
enum HTMLText {
    /// Tags that start a new line.
    private static let lineBreakingTags: Set<String> = [
        "br", "p", "div", "li", "ul", "ol", "tr", "table", "pre", "blockquote", "h1", "h2", "h3", "h4", "h5", "h6",
    ]
    private static let namedEntities: [String: String] = [
        "amp": "&", "lt": "<", "gt": ">", "quot": "\"", "apos": "'", "nbsp": " ", "ndash": "–", "mdash": "—",
        "hellip": "…", "lsquo": "‘", "rsquo": "’", "ldquo": "“", "rdquo": "”", "laquo": "«", "raquo": "»",
        "shy": "", "copy": "©", "deg": "°", "times": "×", "euro": "€",
    ]

    /// The text `html` shows.
    static func plainText(_ html: String) -> String {
        var text = ""
        var index = html.startIndex
        while index < html.endIndex {
            let character = html[index]
            if character == "<", let tag = tag(in: html, at: index) {
                if lineBreakingTags.contains(tag.name) { text += "\n" }
                index = tag.end
                continue
            }
            text.append(character.isWhitespace && character != "\u{A0}" ? " " : character)
            index = html.index(after: index)
        }
        return decodedEntities(text)
            .split(separator: "\n")
            .map { $0.split(whereSeparator: { $0 == " " || $0 == "\u{A0}" }).joined(separator: " ") }
            .filter { !$0.isEmpty }
            .joined(separator: "\n")
    }

    /// The tag that starts at `start` (a `<`): its lowercased name and where it ends; nil when
    /// the `<` does not start a tag ("2 < 3").
    private static func tag(in html: String, at start: String.Index) -> (name: String, end: String.Index)? {
        var index = html.index(after: start)
        guard index < html.endIndex else { return nil }
        if html[index] == "/" || html[index] == "!" || html[index] == "?" { index = html.index(after: index) }
        guard index < html.endIndex, html[index].isLetter || html[start...].hasPrefix("<!") else { return nil }
        guard let close = html[index...].firstIndex(of: ">") else { return nil }
        let name = html[index..<close].prefix { $0.isLetter || $0.isNumber }.lowercased()
        return (name, html.index(after: close))
    }

    /// `text` with `&amp;`, `&#233;`, `&#xE9;` and the common named entities decoded.
    private static func decodedEntities(_ text: String) -> String {
        guard text.contains("&") else { return text }
        var result = ""
        var index = text.startIndex
        while index < text.endIndex {
            if text[index] == "&", let semicolon = text[index...].prefix(12).firstIndex(of: ";") {
                let name = text[text.index(after: index)..<semicolon]
                if let decoded = decoded(entity: name) {
                    result += decoded
                    index = text.index(after: semicolon)
                    continue
                }
            }
            result.append(text[index])
            index = text.index(after: index)
        }
        return result
    }

    private static func decoded(entity name: Substring) -> String? {
        if name.hasPrefix("#") {
            let digits = name.dropFirst()
            let value = digits.first == "x" || digits.first == "X"
                ? UInt32(digits.dropFirst(), radix: 16) : UInt32(digits, radix: 10)
            return value.flatMap(Unicode.Scalar.init).map { String(Character($0)) }
        }
        return namedEntities[String(name)]
    }
}
