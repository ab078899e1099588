/// An article as the reader shows it: a title and its blocks (headings and paragraphs), with no
/// markup left. Every way in (the bundled files, plain text, Markdown, an HTML page, a feed item)
/// ends as one of these.
public struct ArticleDocument: Sendable, Equatable, Codable {
    public var title: String
    public var blocks: [ArticleBlock]

    public init(title: String, blocks: [ArticleBlock]) {
        self.title = title
        self.blocks = blocks
    }

    /// The paragraphs' texts, in order (headings left out).
    public var paragraphs: [String] {
        blocks.compactMap { if case .paragraph(let text) = $0 { text } else { nil } }
    }

    /// Every block's text, headings included, in order.
    public var texts: [String] { blocks.map(\.text) }
}

/// One block of an article: a heading or a paragraph, as one line of plain text.
public enum ArticleBlock: Sendable, Equatable, Codable {
    case heading(String)
    case paragraph(String)

    public var text: String {
        switch self {
        case .heading(let text), .paragraph(let text): text
        }
    }

    public var isHeading: Bool {
        if case .heading = self { true } else { false }
    }
}
