/// Markdown as an article. The title is a leading `# ` heading (or a setext heading
/// underlined with `=`), else the front matter's `title:`, else the one given. ATX headings
/// (`##` …) and setext headings are headings; the lines of a paragraph are joined; each list
/// item is a paragraph of its own; a block quote's paragraphs are paragraphs. Code blocks
/// (fenced and indented), tables, front matter (`---` … `---`, `+++` … `+++`), horizontal
/// rules, link reference and footnote definitions are dropped. Within text, emphasis, strong,
/// strike-through and code markers are removed, links become their text, images are dropped,
/// HTML tags and comments are stripped and character references decoded (see `MarkdownInline`).
public enum MarkdownText {
    /// The article in `text`; throws `.empty` when it has no words.
    public static func document(fromMarkdown text: String, fallbackTitle: String) throws(ArticleImportError) -> ArticleDocument {
        var lines = ImportedText.withoutControlCharacters(text)
            .split(separator: "\n", omittingEmptySubsequences: false)
            .map { line in String(line.drop { $0 == "\u{FEFF}" }) }
        let frontMatterTitle = removeFrontMatter(from: &lines)
        var reader = MarkdownBlockReader()
        reader.read(lines)
        let inline = MarkdownInline(definedLabels: reader.definedLabels)
        var blocks: [(level: Int, text: String)] = reader.blocks.compactMap { block in
            let text = inline.plainText(block.text)
            return text.isEmpty ? nil : (block.level, text)
        }
        var title = frontMatterTitle.map(inline.plainText) ?? ""
        if let first = blocks.first, first.level == 1 {
            title = first.text
            blocks.removeFirst()
        }
        guard !blocks.isEmpty else { throw .empty }
        if title.isEmpty { title = fallbackTitle }
        return ArticleDocument(title: title, blocks: blocks.map { $0.level > 0 ? .heading($0.text) : .paragraph($0.text) })
    }

    /// Removes front matter (YAML between `---` lines, TOML between `+++` lines) at the start of
    /// `lines`; returns its title.
    static func removeFrontMatter(from lines: inout [String]) -> String? {
        guard let first = lines.first?.trimmingSpaces(), first == "---" || first == "+++" else { return nil }
        let closers: Set<String> = first == "---" ? ["---", "..."] : ["+++"]
        guard let end = lines.indices.dropFirst().first(where: { closers.contains(lines[$0].trimmingSpaces()) }) else { return nil }
        var title: String?
        for line in lines[1..<end] where title == nil {
            let trimmed = line.trimmingSpaces()
            for separator in [":", "="] where trimmed.lowercased().hasPrefix("title") {
                let rest = trimmed.dropFirst(5).drop(while: { $0 == " " })
                guard rest.hasPrefix(separator) else { continue }
                var value = rest.dropFirst().trimmingSpaces()
                if value.count >= 2, let quote = value.first, quote == "\"" || quote == "'", value.last == quote {
                    value = String(value.dropFirst().dropLast())
                }
                if !value.isEmpty { title = value }
            }
        }
        lines.removeSubrange(0...end)
        return title
    }
}

/// Reads Markdown's block structure line by line: headings, paragraphs, list items and
/// quotations as blocks of raw inline text; the rest (code, tables, rules, definitions) left out.
struct MarkdownBlockReader {
    /// A heading (level 1–6) or a paragraph (level 0), its lines joined with spaces.
    var blocks: [(level: Int, text: String)] = []
    /// The labels of link reference definitions, lowercased: "[text]" with one of these is a link.
    var definedLabels: Set<String> = []

    private var paragraph: [String] = []
    private var paragraphIsListItem = false
    private var inList = false
    private var previousWasBlank = true
    private var fence: (character: Character, length: Int)?
    private var inComment = false
    /// The end tag that closes the raw HTML block (script, style, pre) being skipped.
    private var rawHTMLEnd: String?

    mutating func read(_ lines: [String]) {
        var index = 0
        while index < lines.count {
            index = readLine(at: index, of: lines)
        }
        endParagraph()
    }

    /// Reads the line at `index` (and any that belong with it); returns the next line's index.
    private mutating func readLine(at index: Int, of lines: [String]) -> Int {
        let line = lines[index]
        if let open = fence {
            let trimmed = line.trimmingSpaces()
            if trimmed.count >= open.length, trimmed.allSatisfy({ $0 == open.character }) { fence = nil }
            return index + 1
        }
        if inComment {
            if line.contains("-->") { inComment = false }
            return index + 1
        }
        if let end = rawHTMLEnd {
            if line.lowercased().contains(end) { rawHTMLEnd = nil }
            return index + 1
        }
        let indent = Self.indent(of: line)
        let content = line.trimmingSpaces()
        if content.isEmpty {
            endParagraph()
            previousWasBlank = true
            return index + 1
        }
        defer { previousWasBlank = false }
        if indent >= 4, paragraph.isEmpty, !inList {
            return index + 1
        }
        if indent < 4 {
            if let opened = Self.fenceOpening(content) {
                endParagraph()
                inList = false
                fence = opened
                return index + 1
            }
            if content.hasPrefix("<!--") {
                endParagraph()
                if !content.contains("-->") { inComment = true }
                return index + 1
            }
            if let end = Self.rawHTMLBlockEnd(content) {
                endParagraph()
                if !content.lowercased().contains(end) { rawHTMLEnd = end }
                return index + 1
            }
            if let (level, text) = Self.atxHeading(content) {
                endParagraph()
                inList = false
                blocks.append((level, text))
                return index + 1
            }
            if !paragraph.isEmpty, !paragraphIsListItem, let level = Self.setextLevel(content) {
                let text = paragraph.joined(separator: " ")
                paragraph.removeAll()
                blocks.append((level, text))
                return index + 1
            }
            if Self.isRule(content) {
                endParagraph()
                inList = false
                return index + 1
            }
            if content.hasPrefix(">") {
                endParagraph()
                inList = false
                return readQuotation(from: index, of: lines)
            }
            if Self.isTableRow(content), index + 1 < lines.count, Self.isTableDelimiter(lines[index + 1]) {
                endParagraph()
                inList = false
                var next = index + 2
                while next < lines.count, lines[next].contains("|"), !lines[next].trimmingSpaces().isEmpty { next += 1 }
                return next
            }
            if paragraph.isEmpty, let label = Self.definitionLabel(content) {
                if !label.hasPrefix("^") { definedLabels.insert(label.lowercased()) }
                return index + 1
            }
        }
        if let item = Self.listItem(content), indent < 8 {
            endParagraph()
            inList = true
            paragraphIsListItem = true
            paragraph = [item]
            return index + 1
        }
        if Self.isHTMLTagLine(content) {
            endParagraph()
            if indent == 0 { inList = false }
            return index + 1
        }
        if paragraph.isEmpty || previousWasBlank {
            endParagraph()
            if indent == 0 { inList = false }
            paragraphIsListItem = false
        }
        paragraph.append(Self.withoutHardBreak(content))
        return index + 1
    }

    /// Reads the quotation starting at `index`: its lines without their ">" read as Markdown of their own.
    private mutating func readQuotation(from index: Int, of lines: [String]) -> Int {
        var inner: [String] = []
        var next = index
        while next < lines.count {
            let content = lines[next].trimmingSpaces()
            guard content.hasPrefix(">") else { break }
            var rest = content.dropFirst()
            if rest.first == " " { rest = rest.dropFirst() }
            inner.append(String(rest))
            next += 1
        }
        var quotation = MarkdownBlockReader()
        quotation.read(inner)
        blocks += quotation.blocks
        definedLabels.formUnion(quotation.definedLabels)
        return next
    }

    private mutating func endParagraph() {
        if !paragraph.isEmpty { blocks.append((0, paragraph.joined(separator: " "))) }
        paragraph.removeAll()
        paragraphIsListItem = false
    }

    // MARK: Recognising lines

    static func indent(of line: String) -> Int {
        var width = 0
        for character in line {
            if character == " " { width += 1 } else if character == "\t" { width += 4 - width % 4 } else { break }
        }
        return width
    }

    static func fenceOpening(_ content: String) -> (character: Character, length: Int)? {
        guard let first = content.first, first == "`" || first == "~" else { return nil }
        let length = content.prefix { $0 == first }.count
        guard length >= 3 else { return nil }
        if first == "`", content.dropFirst(length).contains("`") { return nil }
        return (first, length)
    }

    static func atxHeading(_ content: String) -> (Int, String)? {
        let level = content.prefix { $0 == "#" }.count
        guard (1...6).contains(level) else { return nil }
        let rest = content.dropFirst(level)
        guard rest.isEmpty || rest.first == " " || rest.first == "\t" else { return nil }
        var text = rest.trimmingSpaces()
        let closing = text.reversed().prefix { $0 == "#" }.count
        if closing > 0 {
            let before = text.dropLast(closing)
            if before.isEmpty || before.last == " " || before.last == "\t" { text = before.trimmingSpaces() }
        }
        return (level, text)
    }

    static func setextLevel(_ content: String) -> Int? {
        guard let first = content.first, first == "=" || first == "-" else { return nil }
        return content.allSatisfy({ $0 == first }) ? (first == "=" ? 1 : 2) : nil
    }

    static func isRule(_ content: String) -> Bool {
        guard let first = content.first, first == "-" || first == "*" || first == "_" else { return false }
        let marks = content.filter { $0 != " " && $0 != "\t" }
        return marks.count >= 3 && marks.allSatisfy { $0 == first }
    }

    /// The text of a list item ("- ", "* ", "+ ", "1. ", "1) "), without a task box ("[ ] ", "[x] ").
    static func listItem(_ content: String) -> String? {
        var rest: Substring
        if let first = content.first, "-*+".contains(first) {
            rest = content.dropFirst()
        } else {
            let digits = content.prefix { $0.isASCII && $0.isNumber }
            guard (1...9).contains(digits.count) else { return nil }
            rest = content.dropFirst(digits.count)
            guard let mark = rest.first, mark == "." || mark == ")" else { return nil }
            rest = rest.dropFirst()
        }
        guard let space = rest.first, space == " " || space == "\t" else { return nil }
        var text = rest.trimmingSpaces()
        for box in ["[ ] ", "[x] ", "[X] "] where text.hasPrefix(box) {
            text = String(text.dropFirst(box.count)).trimmingSpaces()
        }
        return text.isEmpty ? nil : withoutHardBreak(text)
    }

    static func isTableRow(_ content: String) -> Bool {
        content.contains("|")
    }

    static func isTableDelimiter(_ line: String) -> Bool {
        let content = line.trimmingSpaces()
        guard content.contains("-"), content.contains("|") || content.contains(":") else { return false }
        return content.allSatisfy { "|-: \t".contains($0) }
    }

    /// The label of a link reference definition ("[label]: address" or "[label]: address "title"")
    /// or of a footnote definition ("[^label]: text").
    static func definitionLabel(_ content: String) -> String? {
        guard content.hasPrefix("["), let close = content.firstIndex(of: "]") else { return nil }
        let after = content[content.index(after: close)...]
        guard after.hasPrefix(":") else { return nil }
        let label = String(content[content.index(after: content.startIndex)..<close])
        guard !label.isEmpty else { return nil }
        if label.hasPrefix("^") { return label }
        let parts = after.dropFirst().split(separator: " ", maxSplits: 1, omittingEmptySubsequences: true)
        guard let address = parts.first, !address.isEmpty else { return nil }
        if parts.count > 1, let opening = parts[1].trimmingSpaces().first, !"\"'(".contains(opening) { return nil }
        return label
    }

    /// The end tag of a raw HTML block (`script`, `style`, `pre`, `textarea`) that `content` opens.
    static func rawHTMLBlockEnd(_ content: String) -> String? {
        let lowered = content.lowercased()
        for name in ["script", "style", "pre", "textarea"] where lowered.hasPrefix("<" + name) {
            let after = lowered.dropFirst(name.count + 1).first
            if after == nil || after == ">" || after == " " || after == "\t" { return "</" + name + ">" }
        }
        return nil
    }

    /// Whether the line is nothing but HTML tags (an HTML block's opening or closing line).
    static func isHTMLTagLine(_ content: String) -> Bool {
        guard content.hasPrefix("<"), content.hasSuffix(">") else { return false }
        return MarkdownInline.withoutTags(content).allSatisfy(\.isWhitespace)
    }

    static func withoutHardBreak(_ content: String) -> String {
        content.hasSuffix("\\") ? String(content.dropLast()) : content
    }
}

extension StringProtocol {
    /// The text without spaces and tabs at either end.
    func trimmingSpaces() -> String {
        let trimmed = drop { $0 == " " || $0 == "\t" }
        var end = trimmed.endIndex
        while end > trimmed.startIndex, [" ", "\t"].contains(trimmed[trimmed.index(before: end)]) {
            end = trimmed.index(before: end)
        }
        return String(trimmed[trimmed.startIndex..<end])
    }
}
