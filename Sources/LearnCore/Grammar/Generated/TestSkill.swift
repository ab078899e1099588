/// What a question of a generated test practises, and where it comes from.
///
/// The skills follow Bloom's levels: *remember* (the learner's own flash cards), *understand*
/// (listening comprehension), *apply* (grammar and cloze).
public enum TestSkill: String, Sendable, Codable, CaseIterable, Comparable {
    case vocabulary, listening, grammar, cloze

    /// Bloom's level of the skill.
    public enum BloomLevel: String, Sendable, Codable {
        case remember, understand, apply
    }

    public var bloomLevel: BloomLevel {
        switch self {
        case .vocabulary: .remember
        case .listening: .understand
        case .grammar, .cloze: .apply
        }
    }

    /// The shape of the skill's questions, as the blueprint names it.
    public var template: String {
        switch self {
        case .vocabulary: "word-to-translation"
        case .listening: "comprehension"
        case .grammar: "grammar-choice"
        case .cloze: "sentence-blank"
        }
    }

    /// Whether the skill's questions have a CEFR level (the learner's own words have none).
    public var isLevelled: Bool {
        self == .grammar || self == .listening
    }

    public static func < (lhs: TestSkill, rhs: TestSkill) -> Bool {
        allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
    }
}
