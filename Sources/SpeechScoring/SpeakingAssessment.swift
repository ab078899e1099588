/// How well a recording matches the sentence the learner was asked to read.
///
/// It judges whether each word was said recognisably — heard as that word by a recogniser that
/// expects nothing in particular — not the learner's accent.
public struct SpeakingAssessment: Codable, Equatable, Sendable {
    /// The sentence as given.
    public var reference: String
    /// What the recogniser heard, as it wrote it.
    public var heard: String
    /// The recogniser that judged.
    public var engine: ScoringEngine
    /// Whether the recording is this sentence at all: at least 40 % of the scored written words
    /// are right and the word error rate is below 70 %. When it is not, the words are not judged
    /// one by one: every scored reference word is `missed`, no `extra` words are listed, and the
    /// score is 0; `heard` and the pace figures still describe the recording.
    public var isTheSentence: Bool
    /// The percentage of scored reference words that are `right`, 0–100, rounded down (100
    /// only when every one is right). Extra words do not lower it.
    public var score: Int
    /// The reference's words in order, with `extra` words where they were heard.
    public var words: [WordVerdict]
    /// Heard words per minute, from the first word's start to the last word's end.
    public var wordsPerMinute: Double?
    /// The longest silence between two heard words, in seconds (not before the first or after the last).
    public var longestPause: Double
    /// Seconds from the first heard word's start to the last one's end.
    public var speechDuration: Double

    public init(
        reference: String, heard: String, engine: ScoringEngine, isTheSentence: Bool, score: Int, words: [WordVerdict],
        wordsPerMinute: Double?, longestPause: Double, speechDuration: Double
    ) {
        self.reference = reference
        self.heard = heard
        self.engine = engine
        self.isTheSentence = isTheSentence
        self.score = score
        self.words = words
        self.wordsPerMinute = wordsPerMinute
        self.longestPause = longestPause
        self.speechDuration = speechDuration
    }
}
