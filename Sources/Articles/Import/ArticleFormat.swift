import Foundation

/// The kind of text a learner adds as an article, and the reading of each into an `ArticleDocument`.
public enum ArticleFormat: String, Sendable, CaseIterable {
    case plainText
    case markdown
    case html

    /// The format of `text`: by its media type when that says HTML or Markdown (`text/html`,
    /// `application/xhtml+xml`, `text/markdown`, `text/x-markdown`); else by the file name's
    /// extension (`.md`, `.markdown`, `.html`, `.htm`, `.txt` and their kin); else `text/plain`
    /// is plain text; else by the text itself: HTML when it opens with a doctype or holds
    /// `<html` or `<body`, or two or more paragraph, `div`, `br` or heading tags; Markdown when a line
    /// reads as a heading, fence, list item, quotation or setext underline, or the text holds a
    /// `[link](address)` or `**strong**` text; plain text otherwise.
    public static func detect(fileName: String?, mediaType: String?, text: String) -> ArticleFormat {
        let media = mediaType?.split(separator: ";").first?.trimmingSpaces().lowercased() ?? ""
        switch media {
        case "text/html", "application/xhtml+xml": return .html
        case "text/markdown", "text/x-markdown", "text/x-gfm": return .markdown
        default: break
        }
        if let fileName, let format = byExtension(fileName) { return format }
        if media == "text/plain" { return .plainText }
        if looksLikeHTML(text) { return .html }
        if looksLikeMarkdown(text) { return .markdown }
        return .plainText
    }

    /// Reads `text` in `format`. `fallbackTitle` is the title when the text gives none; `url`
    /// is where an HTML page came from.
    public static func document(from text: String, format: ArticleFormat, fallbackTitle: String, url: URL? = nil) throws(ArticleImportError) -> ArticleDocument {
        switch format {
        case .plainText: try PlainText.document(fromPlainText: text, fallbackTitle: fallbackTitle)
        case .markdown: try MarkdownText.document(fromMarkdown: text, fallbackTitle: fallbackTitle)
        case .html: try MainText.document(fromHTML: text, url: url, fallbackTitle: fallbackTitle)
        }
    }

    static func byExtension(_ fileName: String) -> ArticleFormat? {
        guard let dot = fileName.lastIndex(of: "."), dot != fileName.startIndex else { return nil }
        switch fileName[fileName.index(after: dot)...].lowercased() {
        case "md", "markdown", "mdown", "mkd", "mkdn", "mdwn": return .markdown
        case "html", "htm", "xhtml", "shtml": return .html
        case "txt", "text": return .plainText
        default: return nil
        }
    }

    static func looksLikeHTML(_ text: String) -> Bool {
        let start = text.prefix(4096).lowercased()
        let opening = start.drop { $0.isWhitespace || $0 == "\u{FEFF}" }
        if opening.hasPrefix("<!doctype") || opening.hasPrefix("<html") || start.contains("<html") || start.contains("<body") {
            return true
        }
        let tags = ["<p>", "<p ", "</p>", "<div", "<br>", "<br/>", "<br />", "<article", "<h1", "<h2"]
        return tags.reduce(0) { $0 + start.components(separatedBy: $1).count - 1 } >= 2
    }

    static func looksLikeMarkdown(_ text: String) -> Bool {
        let lines = text.prefix(8192).split(separator: "\n", omittingEmptySubsequences: false).map { $0.trimmingSpaces() }
        var previous = ""
        for line in lines {
            defer { previous = line }
            if MarkdownBlockReader.atxHeading(line) != nil, line.dropFirst(line.prefix { $0 == "#" }.count).contains(where: \.isLetter) { return true }
            if MarkdownBlockReader.fenceOpening(line) != nil { return true }
            if !previous.isEmpty, MarkdownBlockReader.setextLevel(line) != nil, line.count >= 3 { return true }
            if MarkdownBlockReader.listItem(line) != nil || line.hasPrefix("> ") { return true }
        }
        let sample = String(text.prefix(8192))
        if sample.range(of: #"\[[^\]\n]+\]\([^)\s]+\)"#, options: .regularExpression) != nil { return true }
        return sample.range(of: #"\*\*[^*\n]+\*\*"#, options: .regularExpression) != nil
    }
}
