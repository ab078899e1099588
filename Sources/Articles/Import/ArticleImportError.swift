/// Why a text, a file or a page could not become an article.
public enum ArticleImportError: Error, Equatable, Sendable {
    /// An HTML page in which no main text was found (a front page, a form, a page of links).
    case noMainText
    /// The text has no words to read.
    case empty
}
