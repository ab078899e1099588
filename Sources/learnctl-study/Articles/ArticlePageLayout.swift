import Localization

/// An article wrapped to a terminal's width: its title, then its blocks, each screen line with the
/// block it belongs to and a blank line between blocks; and how a line is drawn — the title and
/// headings bold, the words new to the learner underlined, the sentence being read aloud in
/// reverse video — and the status line (title, page X/Y, how far through) with the keys under it.
struct ArticlePageLayout {
    /// One line on the screen: characters of the title or of one block, or the blank line after them.
    struct Line: Equatable {
        /// The block the line belongs to (the blank line after a block belongs to it too; the
        /// title's lines to the first block).
        let block: Int
        /// The characters shown, of the block's text or of the title; empty for a blank line.
        let range: Range<Int>
        /// Whether the line shows the title (or is the blank line under it).
        var isTitle = false
    }

    /// The widest a line of text gets, however wide the terminal, so that lines stay readable.
    static let maximumWidth = 76
    /// The columns left of the text.
    static let margin = "  "

    let text: ArticleReaderText
    /// The columns a line of text takes at most.
    let width: Int
    let lines: [Line]

    init(text: ArticleReaderText, columns: Int) {
        self.text = text
        width = Self.textWidth(columns: columns)
        var lines = Self.wrap(Array(text.title), width: width).map { Line(block: 0, range: $0, isTitle: true) }
        lines.append(Line(block: 0, range: 0..<0, isTitle: true))
        for (index, block) in text.blocks.enumerated() {
            if index > 0 { lines.append(Line(block: index - 1, range: 0..<0)) }
            lines += Self.wrap(block.characters, width: width).map { Line(block: index, range: $0) }
        }
        self.lines = lines
    }

    /// The columns of text on a terminal `columns` wide: all but the margins, at most ``maximumWidth``.
    static func textWidth(columns: Int) -> Int {
        max(10, min(maximumWidth, columns - 2 * margin.count))
    }

    /// `characters` cut into lines of at most `width`, at spaces (a word longer than a line is cut).
    static func wrap(_ characters: [Character], width: Int) -> [Range<Int>] {
        var lines: [Range<Int>] = []
        var start = 0
        while start < characters.count, characters[start] == " " { start += 1 }
        while characters.count - start > width {
            if let space = (start + 1...start + width).last(where: { characters[$0] == " " }) {
                var end = space
                while end > start, characters[end - 1] == " " { end -= 1 }
                lines.append(start..<end)
                start = space + 1
            } else {
                lines.append(start..<start + width)
                start += width
            }
            while start < characters.count, characters[start] == " " { start += 1 }
        }
        var end = characters.count
        while end > start, characters[end - 1] == " " { end -= 1 }
        if end > start || lines.isEmpty { lines.append(start..<end) }
        return lines
    }

    // MARK: Finding lines

    /// The first line of `block`: the title's for the first block (the last line when there is no such block).
    func firstLine(of block: Int) -> Int {
        lines.firstIndex { $0.block >= block && !$0.range.isEmpty } ?? max(0, lines.count - 1)
    }

    /// The line of `block` that shows the character at `offset` of its text (or the block's first line).
    func line(of block: Int, offset: Int) -> Int {
        guard let first = lines.firstIndex(where: { $0.block >= block && !$0.range.isEmpty && !$0.isTitle }) else {
            return firstLine(of: block)
        }
        return lines[first...].prefix { $0.block == block && !$0.range.isEmpty }.lastIndex { $0.range.lowerBound <= offset } ?? first
    }

    /// The characters line `index` shows.
    func characters(of index: Int) -> ArraySlice<Character> {
        let line = lines[index]
        let characters = line.isTitle ? Array(text.title) : text.blocks.indices.contains(line.block) ? text.blocks[line.block].characters : []
        return characters[line.range.clamped(to: 0..<characters.count)]
    }

    // MARK: Pages

    /// The first line shown when the last line is at the bottom of `rows` rows.
    func lastTop(rows: Int) -> Int {
        max(0, lines.count - max(1, rows))
    }

    /// How many pages of `rows` rows the article takes.
    func pageCount(rows: Int) -> Int {
        max(1, (lines.count + max(1, rows) - 1) / max(1, rows))
    }

    /// The page showing at `top`, from 1: the last one once the end is on the screen.
    func page(top: Int, rows: Int) -> Int {
        top >= lastTop(rows: rows) ? pageCount(rows: rows) : min(pageCount(rows: rows), top / max(1, rows) + 1)
    }

    /// How far through the article the bottom of the screen is, as a whole percentage.
    func percent(top: Int, rows: Int) -> Int {
        guard !lines.isEmpty else { return 100 }
        return min(lines.count, top + max(1, rows)) * 100 / lines.count
    }

    // MARK: Drawing

    /// What is shown in reverse video: the sentence being read aloud, as characters of a block.
    typealias Highlight = (block: Int, range: Range<Int>)

    /// Line `index` as drawn, after the margin: the title and headings bold, words that count for a lemma of
    /// `unknown` underlined, the characters of `highlight` in reverse video. Attributes are
    /// reset (SGR 0) wherever they change and at the end of the line.
    func painted(_ index: Int, unknown: Set<String>, highlight: Highlight? = nil) -> String {
        let line = lines[index]
        guard !line.range.isEmpty else { return "" }
        if line.isTitle { return Self.margin + "\u{1B}[1m" + String(characters(of: index)) + "\u{1B}[0m" }
        let block = text.blocks[line.block]
        var underlined = Set<Int>()
        for word in block.words where word.range.overlaps(line.range) && word.lemmas.contains(where: unknown.contains) {
            underlined.formUnion(word.range)
        }
        let reversed = highlight.flatMap { $0.block == line.block ? $0.range : nil } ?? 0..<0
        var result = Self.margin
        var current = ""
        for offset in line.range {
            var attributes: [String] = []
            if block.isHeading { attributes.append("1") }
            if underlined.contains(offset) { attributes.append("4") }
            if reversed.contains(offset) { attributes.append("7") }
            let style = attributes.joined(separator: ";")
            if style != current {
                if !current.isEmpty { result += "\u{1B}[0m" }
                if !style.isEmpty { result += "\u{1B}[\(style)m" }
                current = style
            }
            result.append(block.characters[offset])
        }
        if !current.isEmpty { result += "\u{1B}[0m" }
        return result
    }

    /// The status line, in reverse video across `columns`: the title on the left (cut to fit),
    /// the page and how far through on the right.
    func statusLine(top: Int, rows: Int, columns: Int) -> String {
        // TRANSLATORS: where the reader is in an article: %1$d the page shown, %2$d the pages, %3$s how far through (“40%”).
        let place = tr("page %1$d/%2$d · %3$s", page(top: top, rows: rows), pageCount(rows: rows), NumberText.percent(percent(top: top, rows: rows)))
        let room = max(0, columns - place.count - 3)
        let title = text.title.count > room ? String(text.title.prefix(max(0, room - 1))) + (room > 0 ? "…" : "") : text.title
        let gap = max(1, columns - title.count - place.count - 2)
        let line = " " + title + String(repeating: " ", count: gap) + place + " "
        return "\u{1B}[7m" + String(line.prefix(max(columns, 1))) + "\u{1B}[0m"
    }

    /// The keys, for the line under the status line.
    static var keys: String {
        // TRANSLATORS: the reading screen's keys; the keys (Space, b, /, k, c, s, q) stay as they are, translate only the words.
        tr("Space/b: page · /: look up · k: known · c: card · s: read aloud · q: quit")
    }
}
