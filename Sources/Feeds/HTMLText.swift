/// HTML reduced to plain text for a terminal: tags removed, `<br>`, list items and table rows
/// read as line breaks, paragraphs, headings, lists, quotes and tables as blank lines, scripts,
/// styles and comments removed, character references decoded, runs of white space read as one
/// space and control characters removed.
public enum HTMLText {
    /// `html` as plain text.
    public static func plainText(fromHTML html: String) -> String {
        var reducer = Reducer()
        let scalars = Array(html.unicodeScalars)
        var index = 0
        while index < scalars.count {
            let scalar = scalars[index]
            switch scalar {
            case "<":
                index = reducer.readMarkup(scalars, at: index)
            case "&":
                index = reducer.readReference(scalars, at: index)
            default:
                reducer.add(scalar)
                index += 1
            }
        }
        return reducer.text
    }

    /// `text` as plain text: read as HTML when it holds a tag, else with its own line breaks
    /// kept (at most one blank line in a row), spaces within a line collapsed and character
    /// references decoded.
    public static func plainText(from text: String) -> String {
        if containsTag(text) { return plainText(fromHTML: text) }
        let lines = ControlCharacters.removed(from: HTMLEntities.decode(text))
            .split(separator: "\n", omittingEmptySubsequences: false)
            .map { collapsingSpaces(in: $0) }
        var result: [String] = []
        for line in lines where !(line.isEmpty && (result.last?.isEmpty ?? true)) {
            result.append(line)
        }
        while result.last?.isEmpty == true { result.removeLast() }
        return result.joined(separator: "\n")
    }

    /// `text` on one line: character references decoded, all white space (line breaks too)
    /// collapsed to single spaces, control characters removed; tags are left as they are.
    public static func singleLine(_ text: String) -> String {
        collapsingSpaces(in: Substring(ControlCharacters.removed(from: HTMLEntities.decode(text))))
    }

    /// Whether `text` holds something that reads as a tag: "<" followed by a letter, "/" and a
    /// letter, or "!".
    static func containsTag(_ text: String) -> Bool {
        var previous: Unicode.Scalar?
        var beforePrevious: Unicode.Scalar?
        for scalar in text.unicodeScalars {
            if previous == "<", scalar.properties.isAlphabetic || scalar == "!" { return true }
            if beforePrevious == "<", previous == "/", scalar.properties.isAlphabetic { return true }
            beforePrevious = previous
            previous = scalar
        }
        return false
    }

    private static func collapsingSpaces(in line: Substring) -> String {
        line.split(whereSeparator: { $0.isWhitespace }).joined(separator: " ")
    }

    /// The text being written: white space held back until the next visible character, so
    /// that runs collapse and nothing trails.
    private struct Reducer {
        var text = ""
        private var pendingSpace = false
        private var pendingBreaks = 0

        static let lineBreakElements: Set<String> = ["br", "li", "div", "tr", "dt", "dd", "section", "article", "header", "footer", "figure", "figcaption"]
        static let paragraphElements: Set<String> = ["p", "h1", "h2", "h3", "h4", "h5", "h6", "ul", "ol", "dl", "blockquote", "table", "pre", "hr"]
        static let rawTextElements: Set<String> = ["script", "style", "template", "noscript"]

        mutating func add(_ scalar: Unicode.Scalar) {
            if scalar.properties.isWhitespace {
                pendingSpace = true
                return
            }
            if ControlCharacters.isControl(scalar) { return }
            if !text.isEmpty {
                if pendingBreaks > 0 {
                    text += String(repeating: "\n", count: pendingBreaks)
                } else if pendingSpace {
                    text += " "
                }
            }
            pendingSpace = false
            pendingBreaks = 0
            text.unicodeScalars.append(scalar)
        }

        mutating func addBreaks(_ count: Int) {
            pendingBreaks = max(pendingBreaks, count)
        }

        /// Reads "&…;" at `start`; returns where reading goes on.
        mutating func readReference(_ scalars: [Unicode.Scalar], at start: Int) -> Int {
            var end = start + 1
            while end < scalars.count, end - start <= 33, scalars[end] != ";", scalars[end] != "&", !scalars[end].properties.isWhitespace {
                end += 1
            }
            if end < scalars.count, scalars[end] == ";",
               let character = HTMLEntities.character(Substring(String(String.UnicodeScalarView(scalars[(start + 1)..<end])))) {
                for scalar in character.unicodeScalars { add(scalar) }
                return end + 1
            }
            add("&")
            return start + 1
        }

        /// Reads the tag, comment or declaration at `start` (a "<"); returns where reading goes on.
        mutating func readMarkup(_ scalars: [Unicode.Scalar], at start: Int) -> Int {
            let next = start + 1 < scalars.count ? scalars[start + 1] : nil
            if next == "!" {
                if matches(scalars, at: start, "<!--") {
                    return after(scalars, from: start + 4, "-->")
                }
                if matches(scalars, at: start, "<![CDATA[") {
                    let end = find(scalars, from: start + 9, "]]>") ?? scalars.count
                    for scalar in scalars[(start + 9)..<end] { add(scalar) }
                    return min(end + 3, scalars.count)
                }
                return after(scalars, from: start + 2, ">")
            }
            if next == "?" { return after(scalars, from: start + 2, ">") }
            let closing = next == "/"
            var index = start + (closing ? 2 : 1)
            guard index < scalars.count, scalars[index].properties.isAlphabetic else {
                add("<")
                return start + 1
            }
            var name = ""
            while index < scalars.count, scalars[index].properties.isAlphabetic || ("0"..."9").contains(scalars[index]) {
                name.unicodeScalars.append(scalars[index])
                index += 1
            }
            name = name.lowercased()
            let end = endOfTag(scalars, from: index)
            let selfClosing = end >= 2 && scalars[end - 1] == ">" && scalars[end - 2] == "/"
            if Self.paragraphElements.contains(name) {
                addBreaks(2)
            } else if Self.lineBreakElements.contains(name) {
                addBreaks(1)
            } else if !closing, !selfClosing, Self.rawTextElements.contains(name) {
                return afterClosingTag(named: name, scalars, from: end)
            } else {
                pendingSpace = pendingSpace || name == "td" || name == "th"
            }
            return end
        }

        /// Where a tag whose name ends at `index` ends: after its ">", quoted values skipped.
        private func endOfTag(_ scalars: [Unicode.Scalar], from index: Int) -> Int {
            var index = index
            var quote: Unicode.Scalar?
            while index < scalars.count {
                let scalar = scalars[index]
                if let open = quote {
                    if scalar == open { quote = nil }
                } else if scalar == "\"" || scalar == "'" {
                    quote = scalar
                } else if scalar == ">" {
                    return index + 1
                }
                index += 1
            }
            return scalars.count
        }

        private func afterClosingTag(named name: String, _ scalars: [Unicode.Scalar], from index: Int) -> Int {
            var index = index
            while let open = find(scalars, from: index, "</") {
                let nameEnd = open + 2 + name.unicodeScalars.count
                if nameEnd <= scalars.count,
                   String(String.UnicodeScalarView(scalars[(open + 2)..<nameEnd])).lowercased() == name {
                    return endOfTag(scalars, from: nameEnd)
                }
                index = open + 2
            }
            return scalars.count
        }

        private func matches(_ scalars: [Unicode.Scalar], at index: Int, _ literal: String) -> Bool {
            matches(scalars, at: index, Array(literal.unicodeScalars))
        }

        private func matches(_ scalars: [Unicode.Scalar], at index: Int, _ literal: [Unicode.Scalar]) -> Bool {
            guard index + literal.count <= scalars.count else { return false }
            return scalars[index..<(index + literal.count)].elementsEqual(literal)
        }

        private func find(_ scalars: [Unicode.Scalar], from index: Int, _ literal: String) -> Int? {
            let literal = Array(literal.unicodeScalars)
            var index = index
            while index < scalars.count {
                if scalars[index] == literal[0], matches(scalars, at: index, literal) { return index }
                index += 1
            }
            return nil
        }

        private func after(_ scalars: [Unicode.Scalar], from index: Int, _ literal: String) -> Int {
            guard let found = find(scalars, from: index, literal) else { return scalars.count }
            return found + literal.unicodeScalars.count
        }
    }
}
