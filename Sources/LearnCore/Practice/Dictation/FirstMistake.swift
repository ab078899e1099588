/// Where in a checked line the learner's first mistake is, among the line's words as its
/// transcript times them (see ``DictationScorer/firstMistake(_:in:timedWords:)``).
public enum FirstMistake: Equatable, Sendable {
    /// No word of the line was a slip, wrong or missing (extra words typed are none of its words).
    case none
    /// The mistake is on this word of the timed words (0-based).
    case word(Int)
    /// The timed words are not the line's words: the mistake cannot be placed among them.
    case unmatched
}
