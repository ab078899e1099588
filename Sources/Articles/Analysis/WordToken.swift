/// One word of a text as the analysis counts it: its form as written, the lemma it counts for,
/// and the sentence it is in.
public struct WordToken: Sendable, Equatable {
    /// What kind of word it is, which decides whether it counts in the vocabulary figures.
    public enum Kind: Sendable, Equatable {
        /// A word of the language: counted by lemma.
        case word
        /// A name (capitalised inside a sentence, or an acronym): counted as a word, never unknown.
        case name
        /// Digits: counted as a word, never unknown.
        case number
    }

    /// The word as written ("Went", "children's", "2024").
    public var form: String
    /// The lemma it counts for, lowercase ("go", "child"); for names and numbers, `form`.
    public var lemma: String
    public var kind: Kind
    /// The sentence it is in: an index into the text's sentences.
    public var sentence: Int
    /// The whole word as written, on the first token of a word the tokenizer split ("didn't" on
    /// "did"), and on every other token; nil on the later parts.
    public var written: String?
    /// Whether it is part of a word as written that the tokenizer split (the "not" of "don't",
    /// the second half of "well-known"): it counts for its lemma but not as a written word.
    public var isPart: Bool
}
