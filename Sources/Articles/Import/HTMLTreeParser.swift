import Feeds

/// Builds an `HTMLTree` from a page the way browsers read tag soup, in a much smaller way:
/// comments, declarations and processing instructions skipped; void elements never opened;
/// the contents of scripts, styles and the like read as raw text (and kept only for `title`
/// and `textarea`); a paragraph closed by the block that opens after it, a list item by the
/// next item, a table cell or row by the next one; an end tag with no open element of its
/// name ignored, and an inline element's end tag never closing the block it sits in.
struct HTMLTreeParser {
    /// Nesting deeper than this is flattened: further elements are added beside one another.
    static let maximumDepth = 256

    private let bytes: [UInt8]
    private var index = 0
    private var tree = HTMLTree()
    private var stack: [Int] = [HTMLTree.document]
    private var foreignDepth = 0

    private init(_ html: String) {
        bytes = Array(html.utf8)
    }

    static func parse(_ html: String) -> HTMLTree {
        var parser = HTMLTreeParser(html)
        parser.run()
        parser.tree.finish()
        return parser.tree
    }

    private mutating func run() {
        var textStart = 0
        while index < bytes.count {
            guard bytes[index] == UInt8(ascii: "<") else {
                index += 1
                continue
            }
            let markupStart = index
            let next = index + 1 < bytes.count ? bytes[index + 1] : 0
            let isEndTag = next == UInt8(ascii: "/") && index + 2 < bytes.count && isLetter(bytes[index + 2])
            guard isLetter(next) || isEndTag || next == UInt8(ascii: "!") || next == UInt8(ascii: "?") || next == UInt8(ascii: "/") else {
                index += 1
                continue
            }
            addText(from: textStart, to: markupStart)
            if next == UInt8(ascii: "!") {
                if starts(with: "<!--", at: index) {
                    index = after("-->", from: index + 4)
                } else if starts(with: "<![CDATA[", at: index) {
                    let end = find("]]>", from: index + 9) ?? bytes.count
                    addText(from: index + 9, to: end)
                    index = min(end + 3, bytes.count)
                } else {
                    index = after(">", from: index + 2)
                }
            } else if next == UInt8(ascii: "?") || (next == UInt8(ascii: "/") && !isEndTag) {
                index = after(">", from: index + 2)
            } else if isEndTag {
                index += 2
                let name = readName()
                index = after(">", from: index)
                close(name)
            } else {
                index += 1
                let name = readName()
                let (attributes, selfClosing) = readAttributes()
                open(name, attributes: attributes, selfClosing: selfClosing)
            }
            textStart = index
        }
        addText(from: textStart, to: bytes.count)
    }

    // MARK: Building the tree

    private static let voidElements: Set<String> = [
        "area", "base", "br", "col", "embed", "hr", "img", "input", "keygen", "link", "meta", "param", "source", "track", "wbr",
    ]
    /// Elements whose content is raw text up to their end tag.
    private static let rawTextElements: Set<String> = [
        "script", "style", "title", "textarea", "xmp", "iframe", "noembed", "noframes", "noscript", "plaintext",
    ]
    /// Raw text worth keeping.
    private static let keptRawText: Set<String> = ["title", "textarea"]
    /// Elements whose start closes an open paragraph.
    private static let closesParagraph: Set<String> = [
        "address", "article", "aside", "blockquote", "center", "details", "dialog", "dir", "div", "dl", "fieldset",
        "figcaption", "figure", "footer", "form", "h1", "h2", "h3", "h4", "h5", "h6", "header", "hgroup", "hr", "li",
        "dd", "dt", "main", "menu", "nav", "ol", "p", "pre", "section", "summary", "table", "ul", "listing",
    ]
    static let headings: Set<String> = ["h1", "h2", "h3", "h4", "h5", "h6"]
    /// Elements an open paragraph is not looked for beyond.
    private static let paragraphScope: Set<String> = [
        "#document", "html", "table", "td", "th", "caption", "template", "object", "applet", "marquee", "button",
    ]
    /// Elements an open list item, definition or link is not looked for beyond.
    private static let listScope = paragraphScope.union([
        "ul", "ol", "dl", "menu", "blockquote", "article", "section", "aside", "main", "nav", "header", "footer", "body",
    ])
    /// Elements that hold blocks of text (as opposed to inline elements).
    static let blockElements: Set<String> = closesParagraph.union([
        "#document", "html", "body", "table", "thead", "tbody", "tfoot", "tr", "td", "th", "caption", "select", "option",
    ])
    /// Inline (phrasing) elements: their end tags never close a block.
    static let inlineElements: Set<String> = [
        "a", "abbr", "b", "bdi", "bdo", "big", "cite", "code", "data", "del", "dfn", "em", "font", "i", "ins", "kbd",
        "label", "mark", "nobr", "q", "s", "samp", "small", "span", "strike", "strong", "sub", "sup", "time", "tt", "u", "var",
    ]

    private mutating func open(_ name: String, attributes: [String: String], selfClosing: Bool) {
        closeImpliedElements(before: name)
        let parent = stack.last ?? HTMLTree.document
        let element = tree.elements.count
        tree.elements.append(HTMLTree.Element(name: name, attributes: attributes, parent: parent))
        tree.elements[parent].children.append(.element(element))

        if Self.rawTextElements.contains(name) {
            let end = endOfRawText(named: name)
            if Self.keptRawText.contains(name), index < end {
                tree.elements[element].children.append(.text(String(decoding: bytes[index..<end], as: UTF8.self)))
            }
            index = after(">", from: end)
            return
        }
        if Self.voidElements.contains(name) || (selfClosing && foreignDepth > 0) { return }
        guard stack.count < Self.maximumDepth else { return }
        stack.append(element)
        if name == "svg" || name == "math" { foreignDepth += 1 }
    }

    private mutating func closeImpliedElements(before name: String) {
        if Self.closesParagraph.contains(name) {
            closeOpen(["p"], stoppingAt: Self.paragraphScope)
        }
        switch name {
        case "li":
            closeOpen(["li"], stoppingAt: Self.listScope)
        case "dt", "dd":
            closeOpen(["dt", "dd"], stoppingAt: Self.listScope.union(["li"]))
        case "tr":
            closeOpen(["tr"], stoppingAt: ["table", "thead", "tbody", "tfoot", "html", "#document"])
        case "td", "th":
            closeOpen(["td", "th"], stoppingAt: ["tr", "table", "html", "#document"])
        case "thead", "tbody", "tfoot":
            closeOpen(["thead", "tbody", "tfoot"], stoppingAt: ["table", "html", "#document"])
        case "option", "optgroup":
            closeOpen(["option"], stoppingAt: ["select", "datalist", "html", "#document"])
        case "a":
            closeOpen(["a"], stoppingAt: Self.listScope.union(["li", "div", "p"]))
        default:
            break
        }
        if Self.headings.contains(name), let top = stack.last, Self.headings.contains(tree.name(top)) {
            pop(to: stack.count - 1)
        }
    }

    /// Closes the innermost open element named in `names`, with everything opened inside it,
    /// unless an element in `boundaries` comes first.
    private mutating func closeOpen(_ names: Set<String>, stoppingAt boundaries: Set<String>) {
        for position in stack.indices.reversed() {
            let name = tree.name(stack[position])
            if names.contains(name) {
                pop(to: position)
                return
            }
            if boundaries.contains(name) { return }
        }
    }

    private mutating func close(_ name: String) {
        switch name {
        case "br":
            open("br", attributes: [:], selfClosing: true)
            return
        case "body", "html":
            return
        default:
            break
        }
        let boundaries: Set<String> = switch name {
        case "table": ["html", "#document"]
        case "tr", "td", "th", "thead", "tbody", "tfoot", "caption": ["table", "html", "#document"]
        default: ["html", "#document", "table", "td", "th", "caption", "template", "object", "applet", "marquee"]
        }
        let isInline = Self.inlineElements.contains(name)
        for position in stack.indices.reversed() {
            let open = tree.name(stack[position])
            if open == name {
                pop(to: position)
                return
            }
            if boundaries.contains(open) || (isInline && Self.blockElements.contains(open)) { return }
        }
    }

    /// Closes the element at `position` in the stack and everything above it.
    private mutating func pop(to position: Int) {
        guard position > 0 else { return }
        for element in stack[position...] where ["svg", "math"].contains(tree.name(element)) {
            foreignDepth -= 1
        }
        stack.removeSubrange(position...)
    }

    private mutating func addText(from start: Int, to end: Int) {
        guard start < end else { return }
        let parent = stack.last ?? HTMLTree.document
        tree.elements[parent].children.append(.text(String(decoding: bytes[start..<end], as: UTF8.self)))
    }

    // MARK: Reading tags

    private mutating func readName() -> String {
        let start = index
        while index < bytes.count, !isSpace(bytes[index]), bytes[index] != UInt8(ascii: ">"), bytes[index] != UInt8(ascii: "/") {
            index += 1
        }
        return String(decoding: bytes[start..<index], as: UTF8.self).lowercased()
    }

    /// Reads attributes up to and past the tag's ">"; whether the tag ended with "/>".
    private mutating func readAttributes() -> ([String: String], Bool) {
        let read = HTMLAttributeReader.read(bytes, at: &index, decode: { ImportedText.fromHTML($0) })
        return (read.attributes, read.selfClosing)
    }

    /// Where the raw text of the element just opened ends: at "</name" followed by white space,
    /// "/" or ">", or at the end of the page.
    private func endOfRawText(named name: String) -> Int {
        let closing = "</" + name
        var position = index
        while let found = find(closing, from: position) {
            let after = found + closing.utf8.count
            if after >= bytes.count || isSpace(bytes[after]) || bytes[after] == UInt8(ascii: ">") || bytes[after] == UInt8(ascii: "/") {
                return found
            }
            position = after
        }
        return bytes.count
    }

    private func starts(with literal: String, at position: Int) -> Bool {
        let literal = Array(literal.utf8)
        guard position + literal.count <= bytes.count else { return false }
        for offset in literal.indices where lowercased(bytes[position + offset]) != lowercased(literal[offset]) {
            return false
        }
        return true
    }

    /// The position of the next `literal` (ASCII, case aside) from `start`.
    private func find(_ literal: String, from start: Int) -> Int? {
        guard let first = literal.utf8.first.map(lowercased) else { return nil }
        var position = start
        let length = literal.utf8.count
        while position + length <= bytes.count {
            if lowercased(bytes[position]) == first, starts(with: literal, at: position) { return position }
            position += 1
        }
        return nil
    }

    /// The position after the next `literal` from `start`; the end of the page when there is none.
    private func after(_ literal: String, from start: Int) -> Int {
        guard let found = find(literal, from: start) else { return bytes.count }
        return found + literal.utf8.count
    }

    private func isSpace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D || byte == 0x0C
    }

    private func isLetter(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(lowercased(byte))
    }

    private func lowercased(_ byte: UInt8) -> UInt8 {
        (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte) ? byte + 32 : byte
    }
}
