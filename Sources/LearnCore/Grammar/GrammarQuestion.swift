/// One multiple-choice question of the question bank.
public struct GrammarQuestion: Sendable, Equatable {
    /// The id from the file, e.g. `articles-07`, unique across the bank.
    public let id: String
    /// The CEFR level; nil for a question made from material that has none (the learner's own words).
    public let level: CEFRLevel?
    /// The question text; `___` marks a gap.
    public let prompt: String
    /// The options in the order of the file.
    public let options: [String]
    /// The position of the correct option in `options`.
    public let correctIndex: Int
    /// Why the correct option is right.
    public let explanation: String
    /// The line of the file where the question starts.
    public let line: Int

    public init(
        id: String, level: CEFRLevel?, prompt: String, options: [String], correctIndex: Int, explanation: String,
        line: Int
    ) {
        self.id = id
        self.level = level
        self.prompt = prompt
        self.options = options
        self.correctIndex = correctIndex
        self.explanation = explanation
        self.line = line
    }

    /// The text of the correct option.
    public var correctAnswer: String { options[correctIndex] }
}
