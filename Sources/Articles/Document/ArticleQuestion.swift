/// A comprehension question on an article, with the paragraph that answers it.
public struct ArticleQuestion: Sendable, Equatable {
    public let prompt: String
    public let options: [String]
    /// The correct option's position in `options`, from 0.
    public let answer: Int
    public let explanation: String
    /// The 1-based number of the paragraph that answers it (headings not counted).
    public let paragraph: Int
    /// The words of that paragraph that answer it.
    public let quote: String

    public init(prompt: String, options: [String], answer: Int, explanation: String, paragraph: Int, quote: String) {
        self.prompt = prompt
        self.options = options
        self.answer = answer
        self.explanation = explanation
        self.paragraph = paragraph
        self.quote = quote
    }
}
