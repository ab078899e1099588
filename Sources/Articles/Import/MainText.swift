import Foundation

/// The main text of an HTML page as an article, in the spirit of Mozilla's Readability: the
/// page's furniture dropped (see `BoilerplateElements`), its main container chosen (an element
/// marked `itemprop="articleBody"`, else an `article`, else `main` or `role="main"`, each only
/// when it holds enough text and is not a list of links to other articles; else the element
/// whose paragraphs score best, see `ContentScoring`), and the container's headings and
/// paragraphs kept, less bylines, dates, labels (`BoilerplateText`), paragraphs that are
/// mostly link text and short loose fragments that are not sentences. The title is the page's
/// `og:title`, else the first `h1` in or near the text, else its `<title>` (see `PageTitle`).
public enum MainText {
    /// A page with less paragraph text than this, not counting link text, has no article.
    static let minimumTextLength = 250

    /// The article in `html`; `url` is where the page came from (for a title when it has none).
    /// Throws `.empty` for a page of white space and `.noMainText` for one with no article in
    /// it (a front page of links, a form, an empty shell filled in by scripts).
    public static func document(fromHTML html: String, url: URL? = nil) throws(ArticleImportError) -> ArticleDocument {
        try document(fromHTML: html, url: url, fallbackTitle: nil)
    }

    static func document(fromHTML html: String, url: URL?, fallbackTitle: String?) throws(ArticleImportError) -> ArticleDocument {
        guard html.contains(where: { !$0.isWhitespace }) else { throw .empty }
        let tree = HTMLTreeParser.parse(html)
        let dropped = BoilerplateElements(tree: tree).dropped
        guard let (containers, blocks) = mainText(of: tree, dropped: dropped) else { throw .noMainText }
        let metadata = PageMetadata(tree: tree)
        let heading = firstHeading(near: containers, in: tree, dropped: dropped)
        let firstParagraph = blocks.first { !$0.isHeading }?.text ?? ""
        let title = PageTitle.title(openGraph: metadata.openGraphTitle, siteName: metadata.siteName, heading: heading, documentTitle: metadata.documentTitle)
            ?? fallbackTitle.flatMap { $0.isEmpty ? nil : $0 }
            ?? url.flatMap(PageTitle.title(fromAddress:))
            ?? PageTitle.title(fromText: firstParagraph)
        let kept = withoutEmptySections(withoutLeadingTitle(blocks, title: title))
        return ArticleDocument(title: title, blocks: kept.map { $0.isHeading ? .heading($0.text) : .paragraph($0.text) })
    }

    /// The containers of the main text and their blocks; nil when the page has no article.
    static func mainText(of tree: HTMLTree, dropped: [Bool]) -> ([Int], [HTMLBlock])? {
        let kept = tree.indices.filter { !dropped[$0] }
        let groups: [[Int]] = [
            kept.filter { tree.attribute("itemprop", of: $0) == "articleBody" },
            kept.filter { tree.name($0) == "article" },
            kept.filter { tree.name($0) == "main" || tree.attribute("role", of: $0)?.lowercased() == "main" },
        ]
        for group in groups {
            let found = group.compactMap { element in readable([element], in: tree, dropped: dropped).map { ([element], $0) } }
            if let best = found.max(by: { proseLength($0.1) < proseLength($1.1) }) { return best }
        }
        let all = HTMLBlockCollector.blocks(in: [HTMLTree.document], of: tree, dropped: dropped)
        let containers = ContentScoring.mainContainers(in: tree, dropped: dropped, paragraphs: all)
        guard !containers.isEmpty, let blocks = readable(containers, in: tree, dropped: dropped) else { return nil }
        return (containers, blocks)
    }

    /// The blocks worth reading in `containers`; nil when they are too little text or read as
    /// a list of links to other pages (three or more headings that are links, at least one for
    /// every two paragraphs).
    static func readable(_ containers: [Int], in tree: HTMLTree, dropped: [Bool]) -> [HTMLBlock]? {
        let blocks = HTMLBlockCollector.blocks(in: containers, of: tree, dropped: dropped)
        let linkHeadings = blocks.count { $0.isHeading && $0.linkLength * 5 >= $0.length * 4 }
        let kept = blocks.filter(isWorthReading)
        let paragraphs = kept.count { !$0.isHeading }
        if linkHeadings >= 3, linkHeadings * 2 >= paragraphs { return nil }
        return proseLength(kept) >= minimumTextLength ? kept : nil
    }

    /// Whether a block is text rather than furniture: headings are; paragraphs are unless they
    /// are mostly link text, bylines, dates or labels, or loose text outside a paragraph element
    /// of fewer than five words that does not end as a sentence.
    static func isWorthReading(_ block: HTMLBlock) -> Bool {
        if block.isHeading { return true }
        if block.linkLength * 2 > block.length { return false }
        if BoilerplateText.isBoilerplate(block.text) { return false }
        if !block.ownerIsParagraph, ImportedText.wordCount(block.text, upTo: 5) < 5,
           !(block.text.last.map { ".!?\"”’)".contains($0) } ?? false) {
            return false
        }
        return true
    }

    /// Characters of paragraph text that is not link text.
    static func proseLength(_ blocks: [HTMLBlock]) -> Int {
        blocks.reduce(0) { $0 + ($1.isHeading ? 0 : $1.length - $1.linkLength) }
    }

    /// The text of the first `h1` in the containers, else in the elements up to three levels above them.
    static func firstHeading(near containers: [Int], in tree: HTMLTree, dropped: [Bool]) -> String? {
        guard let first = containers.first else { return nil }
        let places = containers.map { tree.subtree($0) } + tree.ancestors(of: first).prefix(3).map { tree.subtree($0) }
        for place in places {
            if let heading = place.first(where: { tree.name($0) == "h1" && !dropped[$0] }) {
                let text = HTMLBlockCollector.withoutAnchorMark(HTMLBlockCollector.inlineText(of: heading, in: tree, dropped: dropped).text)
                if !text.isEmpty { return text }
            }
        }
        return nil
    }

    /// `blocks` without the headings before the first paragraph that are the title or an `h1`.
    static func withoutLeadingTitle(_ blocks: [HTMLBlock], title: String) -> [HTMLBlock] {
        var result: [HTMLBlock] = []
        var beforeText = true
        for block in blocks {
            if !block.isHeading { beforeText = false }
            if beforeText, block.isHeading, block.level == 1 || PageTitle.same(block.text, title) { continue }
            result.append(block)
        }
        return result
    }

    /// `blocks` without the headings that head no paragraph (before the next heading of the
    /// same or a higher rank): the "References" or "See also" whose lists were dropped.
    static func withoutEmptySections(_ blocks: [HTMLBlock]) -> [HTMLBlock] {
        // Read from the end: textBelow[level] says whether a paragraph follows before the next
        // heading of that level or higher.
        var textBelow = [Bool](repeating: false, count: 7)
        var kept: [HTMLBlock] = []
        for block in blocks.reversed() {
            if block.isHeading {
                let level = min(max(block.level, 1), 6)
                if textBelow[level] { kept.append(block) }
                for deeper in level...6 { textBelow[deeper] = false }
            } else {
                textBelow = [Bool](repeating: true, count: 7)
                kept.append(block)
            }
        }
        return kept.reversed()
    }
}
