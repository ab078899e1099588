/// Plain text as an article: paragraphs separated by blank lines, the lines of a paragraph
/// joined with a space. The first line is the title when it is short (80 characters or
/// fewer), does not end with a full stop, stands alone (a blank line after it) and text
/// follows; else the title is the one given.
public enum PlainText {
    /// The longest first line read as a title.
    static let maximumTitleLength = 80

    /// The article in `text`; throws `.empty` when it has no words.
    public static func document(fromPlainText text: String, fallbackTitle: String) throws(ArticleImportError) -> ArticleDocument {
        var paragraphs = paragraphs(in: text)
        guard !paragraphs.isEmpty else { throw .empty }
        var title = fallbackTitle
        if paragraphs.count > 1, let first = paragraphs.first, first.lineCount == 1, isTitle(first.text) {
            title = first.text
            paragraphs.removeFirst()
        }
        return ArticleDocument(title: title, blocks: paragraphs.map { .paragraph($0.text) })
    }

    /// Whether a line reads as a title: short and not ending with a full stop.
    static func isTitle(_ line: String) -> Bool {
        line.count <= maximumTitleLength && !line.hasSuffix(".")
    }

    /// The paragraphs of `text`, each on one line, with how many lines it was written on.
    static func paragraphs(in text: String) -> [(text: String, lineCount: Int)] {
        var paragraphs: [(text: String, lineCount: Int)] = []
        var lines: [String] = []
        func endParagraph() {
            let joined = ImportedText.singleLine(lines.joined(separator: " "))
            if !joined.isEmpty { paragraphs.append((joined, lines.count)) }
            lines.removeAll()
        }
        for line in ImportedText.withoutControlCharacters(text).split(separator: "\n", omittingEmptySubsequences: false) {
            let visible = ImportedText.singleLine(line)
            if visible.isEmpty {
                endParagraph()
            } else {
                lines.append(visible)
            }
        }
        endParagraph()
        return paragraphs
    }
}
