/// One block of a page's text as collected from its elements: a heading or a paragraph on one
/// line, with how much of it is link text and which element holds it.
struct HTMLBlock: Equatable {
    /// 1–6 for a heading, 0 for a paragraph.
    var level: Int
    var text: String
    /// The number of characters in `text`.
    var length: Int
    /// The number of characters of `text` inside links.
    var linkLength: Int
    /// The innermost block element the text sits in.
    var owner: Int
    /// Whether the owner is an element made for a paragraph (`p`, `li`, `blockquote`, `pre`,
    /// `dd`, `dt`, a table cell) rather than a `div` or the like holding loose text.
    var ownerIsParagraph: Bool

    var isHeading: Bool { level > 0 }

    /// The share of the text that is link text, 0 to 1.
    var linkDensity: Double {
        length == 0 ? 0 : Double(linkLength) / Double(length)
    }
}

/// Collects the blocks of text inside elements of a page: a heading for each `h1`–`h6`; a
/// paragraph for each `p`, list item, quotation, definition, each part of a `pre` between blank
/// lines, and the loose text in a `div` or the like (split at two `br` in a row); tables with no paragraph in them (data
/// tables), images and footnote marks ("[1]", "[citation needed]") left out.
struct HTMLBlockCollector {
    static let paragraphElements: Set<String> = ["p", "li", "blockquote", "pre", "dd", "dt", "td", "th", "address", "summary"]

    private let tree: HTMLTree
    private let dropped: [Bool]
    private var blocks: [HTMLBlock] = []
    private var segments: [(text: String, inLink: Bool)] = []
    private var owners: [Int] = []
    private var lineBreaks = 0

    private init(tree: HTMLTree, dropped: [Bool]) {
        self.tree = tree
        self.dropped = dropped
    }

    /// The blocks inside `containers`, one after another, in the order given.
    static func blocks(in containers: [Int], of tree: HTMLTree, dropped: [Bool]) -> [HTMLBlock] {
        var collector = HTMLBlockCollector(tree: tree, dropped: dropped)
        for container in containers {
            collector.owners = [container]
            collector.walk(container, inLink: false)
            collector.flush()
        }
        return collector.blocks
    }

    /// The text inside `element` on one line, with its link text's length.
    static func inlineText(of element: Int, in tree: HTMLTree, dropped: [Bool]) -> (text: String, linkLength: Int) {
        var collector = HTMLBlockCollector(tree: tree, dropped: dropped)
        collector.gather(element, inLink: false)
        return collector.joinedSegments()
    }

    private mutating func walk(_ element: Int, inLink: Bool) {
        guard !dropped[element] else { return }
        let name = tree.name(element)
        switch name {
        case "br":
            lineBreaks += 1
            if lineBreaks >= 2 { flush() } else { segments.append(("\n", inLink)) }
            return
        case "img", "picture", "source", "wbr", "hr":
            if name == "hr" { flush() }
            return
        case "sup" where isFootnoteMark(element):
            return
        case "table" where !holdsParagraph(element):
            flush()
            return
        case "pre":
            flush()
            addPreformatted(element, inLink: inLink)
            return
        case _ where HTMLTreeParser.headings.contains(name):
            flush()
            var heading = HTMLBlockCollector(tree: tree, dropped: dropped)
            heading.gather(element, inLink: inLink)
            let (text, linkLength) = heading.joinedSegments()
            let cleaned = Self.withoutAnchorMark(text)
            if !cleaned.isEmpty {
                let level = Int(String(name.dropFirst())) ?? 1
                let length = cleaned.count
                blocks.append(HTMLBlock(level: level, text: cleaned, length: length, linkLength: min(linkLength, length), owner: element, ownerIsParagraph: false))
            }
            return
        default:
            break
        }
        let isBlock = HTMLTreeParser.blockElements.contains(name) || Self.paragraphElements.contains(name)
        if isBlock {
            flush()
            owners.append(element)
        }
        let linked = inLink || name == "a"
        for child in tree.elements[element].children {
            switch child {
            case .text(let text):
                if text.contains(where: { !$0.isWhitespace }) { lineBreaks = 0 }
                segments.append((text, linked))
            case .element(let child):
                walk(child, inLink: linked)
            }
        }
        if isBlock {
            flush()
            owners.removeLast()
        }
    }

    /// Adds the text inside `element` to the segments, with no block boundaries.
    private mutating func gather(_ element: Int, inLink: Bool) {
        guard !dropped[element] else { return }
        let name = tree.name(element)
        if name == "br" {
            segments.append(("\n", inLink))
            return
        }
        if name == "sup", isFootnoteMark(element) { return }
        let linked = inLink || name == "a"
        for child in tree.elements[element].children {
            switch child {
            case .text(let text): segments.append((text, linked))
            case .element(let child): gather(child, inLink: linked)
            }
        }
        if HTMLTreeParser.blockElements.contains(name) { segments.append((" ", inLink)) }
    }

    /// Adds a paragraph for each part of a `pre` element's text between blank lines.
    private mutating func addPreformatted(_ element: Int, inLink: Bool) {
        var inner = HTMLBlockCollector(tree: tree, dropped: dropped)
        inner.gather(element, inLink: inLink)
        var part: [Substring] = []
        let raw = inner.segments.map(\.text).joined()
        let lines: [Substring] = raw.split(separator: "\n", omittingEmptySubsequences: false) + [""]
        for line in lines {
            guard line.allSatisfy(\.isWhitespace) else {
                part.append(line)
                continue
            }
            let text = ImportedText.fromHTML(part.joined(separator: "\n"))
            part.removeAll()
            guard !text.isEmpty else { continue }
            let length = text.count
            blocks.append(HTMLBlock(level: 0, text: text, length: length, linkLength: inLink ? length : 0, owner: element, ownerIsParagraph: true))
        }
    }

    private mutating func flush() {
        lineBreaks = 0
        guard !segments.isEmpty else { return }
        let (text, linkLength) = joinedSegments()
        segments.removeAll()
        guard !text.isEmpty, let owner = owners.last else { return }
        let ownerIsParagraph = Self.paragraphElements.contains(tree.name(owner))
        let length = text.count
        blocks.append(HTMLBlock(level: 0, text: text, length: length, linkLength: min(linkLength, length), owner: owner, ownerIsParagraph: ownerIsParagraph))
    }

    private func joinedSegments() -> (text: String, linkLength: Int) {
        let text = ImportedText.fromHTML(segments.map(\.text).joined())
        let links = segments.filter(\.inLink).map(\.text).joined(separator: " ")
        return (text, links.isEmpty ? 0 : ImportedText.fromHTML(links).count)
    }

    /// Whether `element` (a `sup`) is a footnote mark: its text in square brackets.
    private func isFootnoteMark(_ element: Int) -> Bool {
        let text = ImportedText.fromHTML(rawText(of: element))
        return text.hasPrefix("[") && text.hasSuffix("]")
    }

    /// The text inside `element`, as the page wrote it, in order.
    private func rawText(of element: Int) -> String {
        guard !dropped[element] else { return "" }
        return tree.elements[element].children.map { child in
            switch child {
            case .text(let text): text
            case .element(let child): rawText(of: child)
            }
        }.joined()
    }

    private func holdsParagraph(_ table: Int) -> Bool {
        tree.subtree(table).contains { tree.name($0) == "p" && !dropped[$0] }
    }

    /// A heading without the "¶", "#" or "§" link some sites put after it.
    static func withoutAnchorMark(_ heading: String) -> String {
        var text = heading
        while let last = text.last, ["¶", "#", "§", "🔗"].contains(last) {
            text.removeLast()
            while text.last?.isWhitespace == true { text.removeLast() }
        }
        return text
    }
}
