/// How a question asks: options to choose from, or a statement that is true or false.
public enum QuestionForm: String, Sendable, Equatable {
    /// One correct option among several (GIFT's `{=right ~wrong}`).
    case multipleChoice
    /// Two options, True and False, in that order (GIFT's `{T}`, `{FALSE}`).
    case trueFalse
}
