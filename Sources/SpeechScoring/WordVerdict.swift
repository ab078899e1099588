/// What became of one word: a reference word judged, or a word heard that the reference lacks.
public struct WordVerdict: Codable, Equatable, Sendable {
    public enum Verdict: String, Codable, Sendable, CaseIterable {
        /// The word was heard.
        case right
        /// Another word was heard in its place (see `heard`).
        case wrong
        /// Another word was heard in its place, but the recogniser was unsure of it: said, but
        /// not clearly enough to tell which word it was (see `heard`).
        case unclear
        /// Nothing was heard for it.
        case missed
        /// A word was heard that the reference does not have there.
        case extra
        /// The word is not judged: the pronunciation dictionary does not know it.
        case unscored
    }

    /// The word as written in the reference, with its capitals and punctuation ("station?"),
    /// or the heard word for `extra`.
    public var text: String
    public var verdict: Verdict
    /// What was heard instead, for `wrong` and `unclear`; what was heard in its place, if anything, for `unscored`.
    public var heard: String?
    /// Seconds from the start of the recording, when the word was heard.
    public var start: Double?
    public var end: Double?
    /// The recogniser's lowest probability for the words heard for it, 0…1, when it gives one.
    public var probability: Double?

    public init(text: String, verdict: Verdict, heard: String? = nil, start: Double? = nil, end: Double? = nil, probability: Double? = nil) {
        self.text = text
        self.verdict = verdict
        self.heard = heard
        self.start = start
        self.end = end
        self.probability = probability
    }
}
