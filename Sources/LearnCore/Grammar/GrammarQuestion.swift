/// One multiple-choice question of the question bank.
public struct GrammarQuestion: Sendable, Equatable {
    /// The id from the file, e.g. `articles-07`, unique across the bank.
    public let id: String
    /// The CEFR level; nil for a question made from material that has none (the learner's own words,
    /// an imported Moodle question without a level).
    public let level: CEFRLevel?
    /// The question text; `___` marks a gap.
    public let prompt: String
    /// The options in the order of the file.
    public let options: [String]
    /// The position of the correct option in `options`.
    public let correctIndex: Int
    /// Why the correct option is right; empty when an imported question gives no general feedback.
    public let explanation: String
    /// The line of the file where the question starts.
    public let line: Int
    /// What each option says when it is chosen (GIFT's `#` feedback), in the order of `options`;
    /// an empty string for an option without feedback, and an empty array when none has any.
    public let feedback: [String]
    /// Whether the question is a multiple choice or a true/false statement.
    public let form: QuestionForm
    /// The `::title::` of the file, written again on export; nil when the file gave none.
    public let title: String?

    public init(
        id: String, level: CEFRLevel?, prompt: String, options: [String], correctIndex: Int, explanation: String,
        line: Int, feedback: [String] = [], form: QuestionForm = .multipleChoice, title: String? = nil
    ) {
        self.id = id
        self.level = level
        self.prompt = prompt
        self.options = options
        self.correctIndex = correctIndex
        self.explanation = explanation
        self.line = line
        self.feedback = feedback
        self.form = form
        self.title = title
    }

    /// The text of the correct option.
    public var correctAnswer: String { options[correctIndex] }

    /// The feedback of the option at `index`, nil when it has none.
    public func feedback(forOption index: Int) -> String? {
        guard feedback.indices.contains(index), !feedback[index].isEmpty else { return nil }
        return feedback[index]
    }
}
