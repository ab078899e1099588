/// A question as one attempt shows it: its options in the attempt's shuffled order.
public struct PresentedQuestion: Sendable, Equatable {
    public let question: GrammarQuestion
    /// The options in the order shown.
    public let options: [String]
    /// The position of the correct option in `options`.
    public let correctOption: Int
    /// Each option's feedback in the order shown (see ``GrammarQuestion/feedback``).
    public let feedback: [String]
    /// Which question of the attempt this is, from 1.
    public let number: Int
    /// How many questions the attempt has.
    public let total: Int
    /// The question's index in ``GrammarAttempt/questionIds``.
    let position: Int
    /// In a generated test: the topic and the skill the question belongs to.
    public let topic: String?
    public let skill: String?

    /// `question` with its options shuffled by `generator`.
    init(question: GrammarQuestion, position: Int, number: Int, total: Int, generator: inout SeededGenerator) {
        let order = question.options.indices.shuffled(using: &generator)
        self.question = question
        self.position = position
        self.options = order.map { question.options[$0] }
        self.feedback = question.feedback.isEmpty ? [] : order.map { question.feedback[$0] }
        self.correctOption = order.firstIndex(of: question.correctIndex)!
        self.number = number
        self.total = total
        self.topic = nil
        self.skill = nil
    }

    /// `question` with its options in the order they were stored (a generated test's).
    init(question: GrammarQuestion, position: Int, number: Int, total: Int, topic: String, skill: String) {
        self.question = question
        self.position = position
        self.options = question.options
        self.feedback = question.feedback
        self.correctOption = question.correctIndex
        self.number = number
        self.total = total
        self.topic = topic
        self.skill = skill
    }

    /// The correct option's text.
    public var correctAnswer: String { options[correctOption] }

    /// The feedback of the option shown at `index`, nil when it has none.
    public func feedback(forOption index: Int) -> String? {
        guard feedback.indices.contains(index), !feedback[index].isEmpty else { return nil }
        return feedback[index]
    }
}
