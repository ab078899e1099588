/// A multiple-choice question on what a bundled recording says, in the `questions` reply.
public struct ComprehensionQuestion: Codable, Equatable, Sendable {
    public var prompt: String
    /// Three or four options, in the order written.
    public var options: [String]
    /// The correct option's position in `options`, from 0.
    public var answer: Int
    /// Why that option is right.
    public var explanation: String
    /// Words of the line that answers the question, as they appear in it.
    public var quote: String
    /// The 1-based number of the transcript line that answers the question (as `line N` takes it).
    public var line: Int

    public init(prompt: String, options: [String], answer: Int, explanation: String, quote: String, line: Int) {
        self.prompt = prompt
        self.options = options
        self.answer = answer
        self.explanation = explanation
        self.quote = quote
        self.line = line
    }
}
