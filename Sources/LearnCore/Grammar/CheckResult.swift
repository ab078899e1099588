/// What checking an answer showed: right or wrong, the correct answer and why.
public struct CheckResult: Sendable, Equatable {
    public let question: PresentedQuestion
    /// The chosen option's position in ``PresentedQuestion/options``.
    public let chosenOption: Int

    public var isCorrect: Bool { chosenOption == question.correctOption }
    public var chosenAnswer: String { question.options[chosenOption] }
    public var correctAnswer: String { question.correctAnswer }
    /// Why the correct option is right; empty when the question does not say.
    public var explanation: String { question.question.explanation }
    /// What the chosen option's own feedback says, nil when it has none.
    public var feedback: String? { question.feedback(forOption: chosenOption) }
}
