/// The CEFR levels and the frequency band of lemmas each is expected to know: a learner at A1
/// knows the 1,000 most frequent, at A2 2,000, B1 3,000, B2 5,000 and C1 8,000; C2 has no limit.
/// The figures follow vocabulary-size studies of learners by level (Milton 2010, Meara & Milton's
/// X-Lex), rounded to the bands a learner's dictionary marks; Content/articles/README.md says
/// how well they place the bundled articles.
public enum LevelBands {
    /// The levels in order, each with the highest rank it knows (nil: no limit).
    public static let bands: [(level: String, maximumRank: Int?)] = [
        ("A1", 1_000), ("A2", 2_000), ("B1", 3_000), ("B2", 5_000), ("C1", 8_000), ("C2", nil),
    ]

    public static let levels = bands.map(\.level)

    /// The highest rank a learner at `level` knows; nil for C2 or an unknown level.
    public static func maximumRank(for level: String) -> Int? {
        bands.first { $0.level == level.uppercased() }?.maximumRank
    }

    /// The lowest level whose band reaches `rank` (nil rank: beyond every list, C2).
    public static func level(forRank rank: Int?) -> String {
        guard let rank else { return "C2" }
        return bands.first { $0.maximumRank.map { rank <= $0 } ?? true }?.level ?? "C2"
    }

    /// How many levels apart two levels are (0 for the same; nil if either is unknown).
    public static func distance(_ first: String, _ second: String) -> Int? {
        guard let a = levels.firstIndex(of: first.uppercased()), let b = levels.firstIndex(of: second.uppercased()) else { return nil }
        return abs(a - b)
    }
}
