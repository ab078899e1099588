/// Finds the container of a page's text when the page marks none, the way Mozilla's
/// Readability does: each paragraph of 25 characters or more (and not furniture, see
/// `MainText.isWorthReading`) scores 1, plus 1 for each comma,
/// plus 1 for each 100 characters (at most 3), for the element holding it, half that for the
/// next one up and a third of a level's worth for those above (five levels in all). Each
/// element so scored starts from a weight for its name (`div` +5; `pre`, `td`, `blockquote`
/// +3; lists, list items, forms −3; headings −5) and for its class and id (±25 for names
/// that say content or boilerplate), and its total is scaled by the share of its text that is
/// not link text. The best element is the container, with those beside it that score well
/// enough or are paragraphs of their own.
struct ContentScoring {
    private let tree: HTMLTree
    private let dropped: [Bool]
    private var textLength: [Int]
    private var linkLength: [Int]
    private var scores: [Int: Double] = [:]

    private init(tree: HTMLTree, dropped: [Bool]) {
        self.tree = tree
        self.dropped = dropped
        textLength = [Int](repeating: 0, count: tree.elements.count)
        linkLength = [Int](repeating: 0, count: tree.elements.count)
        for element in tree.indices.reversed() where !dropped[element] {
            for case .text(let text) in tree.elements[element].children {
                textLength[element] += ImportedText.visibleLength(text)
            }
            if tree.name(element) == "a" { linkLength[element] = textLength[element] }
            if let parent = tree.parent(element) {
                textLength[parent] += textLength[element]
                linkLength[parent] += linkLength[element]
            }
        }
    }

    /// The elements holding the main text, in document order; empty when no paragraph scores.
    static func mainContainers(in tree: HTMLTree, dropped: [Bool], paragraphs: [HTMLBlock]) -> [Int] {
        var scoring = ContentScoring(tree: tree, dropped: dropped)
        scoring.score(paragraphs)
        return scoring.best()
    }

    private mutating func score(_ paragraphs: [HTMLBlock]) {
        for paragraph in paragraphs where !paragraph.isHeading && paragraph.length >= 25 && MainText.isWorthReading(paragraph) {
            let owner = paragraph.owner
            let name = tree.name(owner)
            guard name != "li" else { continue }
            let scoresItsParent = ["p", "pre", "td", "blockquote"].contains(name) || !holdsBlocks(owner)
            guard let first = scoresItsParent ? tree.parent(owner) : owner else { continue }
            let commas = paragraph.text.unicodeScalars.count(where: { $0 == "," || $0 == "，" || $0 == "、" })
            let points = 1 + Double(commas) + Double(min(paragraph.length / 100, 3))
            var level = 0
            var current: Int? = first
            while let element = current, level < 5 {
                if scores[element] == nil { scores[element] = initialScore(element) }
                let divider = level == 0 ? 1 : level == 1 ? 2 : Double(level * 3)
                scores[element, default: 0] += points / divider
                current = tree.parent(element)
                level += 1
            }
        }
    }

    private func finalScore(_ element: Int) -> Double? {
        scores[element].map { $0 * (1 - linkDensity(element)) }
    }

    private func best() -> [Int] {
        let finals = scores.keys.compactMap { element in finalScore(element).map { (element, $0) } }
        guard let (top, topScore) = finals.max(by: { $0.1 < $1.1 || ($0.1 == $1.1 && $0.0 > $1.0) }) else { return [] }
        guard let parent = tree.parent(top), !["#document", "html"].contains(tree.name(parent)) else { return [top] }
        let threshold = max(10, topScore * 0.2)
        let topClass = tree.attribute("class", of: top) ?? ""
        return tree.childElements(of: parent).filter { sibling in
            guard sibling != top else { return true }
            guard !dropped[sibling] else { return false }
            let bonus = !topClass.isEmpty && tree.attribute("class", of: sibling) == topClass ? topScore * 0.2 : 0
            if let score = finalScore(sibling), score + bonus >= threshold { return true }
            guard tree.name(sibling) == "p" else { return false }
            let length = textLength[sibling]
            let density = linkDensity(sibling)
            if length > 80 { return density < 0.25 }
            let text = HTMLBlockCollector.inlineText(of: sibling, in: tree, dropped: dropped).text
            return length > 0 && density == 0 && (text.contains(". ") || text.hasSuffix("."))
        }
    }

    private func linkDensity(_ element: Int) -> Double {
        textLength[element] == 0 ? 0 : Double(linkLength[element]) / Double(textLength[element])
    }

    private func holdsBlocks(_ element: Int) -> Bool {
        tree.childElements(of: element).contains {
            !dropped[$0] && (HTMLTreeParser.blockElements.contains(tree.name($0)) || HTMLBlockCollector.paragraphElements.contains(tree.name($0)))
        }
    }

    private func initialScore(_ element: Int) -> Double {
        let base: Double = switch tree.name(element) {
        case "div": 5
        case "pre", "td", "blockquote": 3
        case "address", "ol", "ul", "dl", "dd", "dt", "li", "form": -3
        case "h1", "h2", "h3", "h4", "h5", "h6", "th": -5
        default: 0
        }
        return base + Self.nameWeight(tree.attribute("class", of: element)) + Self.nameWeight(tree.attribute("id", of: element))
    }

    private static let contentNames = ["article", "body", "content", "entry", "hentry", "main", "page", "post", "text", "blog", "story", "prose"]
    private static let boilerplateNames = [
        "hidden", "banner", "combx", "comment", "contact", "foot", "footnote", "masthead", "media", "meta", "outbrain",
        "promo", "related", "scroll", "share", "shoutbox", "sidebar", "skyscraper", "sponsor", "shopping", "tags",
        "tool", "widget",
    ]

    /// +25 when a class or id names content, −25 when it names boilerplate (both may apply).
    static func nameWeight(_ name: String?) -> Double {
        guard let name = name?.lowercased(), !name.isEmpty else { return 0 }
        var weight: Double = 0
        if contentNames.contains(where: { name.contains($0) }) { weight += 25 }
        if boilerplateNames.contains(where: { name.contains($0) }) { weight -= 25 }
        return weight
    }
}
