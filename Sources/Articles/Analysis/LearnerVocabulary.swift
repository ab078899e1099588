/// What the analysis knows of a learner: their level, and the lemmas they know or are learning
/// (words marked known, words of their cards, words they wrote right in dictations).
public struct LearnerVocabulary: Sendable {
    /// The learner's CEFR level ("B1"): words within its band count as known.
    public var level: String
    /// Lemmas known whatever their rank (lowercase).
    public var known: Set<String>

    public init(level: String, known: Set<String>) {
        self.level = level
        self.known = known
    }

    /// Whether `use` is a word the learner does not know yet: not in `known`, and beyond their
    /// level's band (or beyond the frequency list).
    public func isUnknown(_ use: TextProfile.LemmaUse) -> Bool {
        guard !known.contains(use.lemma) else { return false }
        guard let rank = use.rank else { return true }
        guard let limit = LevelBands.maximumRank(for: level) else { return false }
        return rank > limit
    }
}
