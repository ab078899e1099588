/// A text analysed for one learner: its estimated level, lexical profile, readability, reading
/// time, key words, and the words this learner does not know yet.
public struct ArticleAnalysis: Sendable {
    /// A word of the text the learner does not know yet.
    public struct UnknownWord: Sendable, Equatable {
        public let lemma: String
        /// The form it first appears in.
        public let form: String
        public let count: Int
        /// Its frequency rank; nil when beyond the list.
        public let rank: Int?
        /// The sentence it first appears in.
        public let sentence: String
    }

    public let profile: TextProfile
    public let learnerLevel: String
    /// The words the learner does not know, the most used first (then in order of appearance).
    public let unknownWords: [UnknownWord]
    /// How many of the counted words are unknown ones (every use, not each lemma once).
    public let unknownTokens: Int

    public init(profile: TextProfile, learner: LearnerVocabulary) {
        self.profile = profile
        learnerLevel = learner.level
        let unknown = profile.lemmas.filter(learner.isUnknown)
        unknownTokens = unknown.reduce(0) { $0 + $1.count }
        unknownWords = unknown.enumerated()
            .sorted { $0.element.count != $1.element.count ? $0.element.count > $1.element.count : $0.offset < $1.offset }
            .map { UnknownWord(lemma: $0.element.lemma, form: $0.element.form, count: $0.element.count,
                               rank: $0.element.rank, sentence: profile.sentences[$0.element.firstSentence]) }
    }

    /// The share of the counted words the learner does not know yet (0–1).
    public var newWordShare: Double {
        profile.countedTokens == 0 ? 0 : Double(unknownTokens) / Double(profile.countedTokens)
    }
}
