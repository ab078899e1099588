/// A comprehension question on a recording, with the transcript line that answers it.
public struct QuizQuestion: Sendable, Equatable {
    public let prompt: String
    public let options: [String]
    /// The correct option's position in `options`, from 0.
    public let answer: Int
    public let explanation: String
    /// The 1-based transcript line that answers the question, and its text when known.
    public let line: Int
    public let lineText: String?

    public init(prompt: String, options: [String], answer: Int, explanation: String, line: Int, lineText: String?) {
        self.prompt = prompt
        self.options = options
        self.answer = answer
        self.explanation = explanation
        self.line = line
        self.lineText = lineText
    }
}
