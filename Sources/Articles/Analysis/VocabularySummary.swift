import Foundation

/// What a list of articles needs of a text's vocabulary to count one learner's new words in it
/// without the text: how many words are counted, its lemmas beyond the 1,000 most frequent by
/// rank with their counts, and its lemmas beyond the frequency list by name with theirs. Stored
/// with an added article (a few hundred bytes), so that listing many articles reads no text.
public struct VocabularySummary: Sendable, Equatable {
    /// Lemmas up to this rank are within every level's band, so never new: they are not kept.
    public static let lowestBand = LevelBands.bands.compactMap(\.maximumRank).min() ?? 1_000

    /// How many words are counted by lemma (``TextProfile/countedTokens``).
    public let counted: Int
    /// Ranks beyond ``lowestBand`` and how many words have each.
    public let ranked: [(rank: Int, count: Int)]
    /// Lemmas beyond the frequency list and how many words have each.
    public let unlisted: [String: Int]

    public init(profile: TextProfile) {
        counted = profile.countedTokens
        ranked = profile.lemmas.compactMap { use in use.rank.flatMap { $0 > Self.lowestBand ? ($0, use.count) : nil } }
        unlisted = Dictionary(profile.lemmas.filter { $0.rank == nil }.map { ($0.lemma, $0.count) }, uniquingKeysWith: +)
    }

    public init(counted: Int, ranked: [(rank: Int, count: Int)], unlisted: [String: Int]) {
        self.counted = counted
        self.ranked = ranked
        self.unlisted = unlisted
    }

    public static func == (a: Self, b: Self) -> Bool {
        a.counted == b.counted && a.unlisted == b.unlisted && a.ranked.map(\.rank) == b.ranked.map(\.rank)
            && a.ranked.map(\.count) == b.ranked.map(\.count)
    }

    /// How many of the counted words `learner` does not know: as ``ArticleAnalysis/unknownTokens``.
    /// `knownRanks` marks the ranks of the lemmas they know (index = rank).
    public func unknownTokens(level: String, knownRanks: [Bool], known: Set<String>) -> Int {
        var unknown = unlisted.reduce(0) { $0 + (known.contains($1.key) ? 0 : $1.value) }
        guard let limit = LevelBands.maximumRank(for: level) else { return unknown }
        for (rank, count) in ranked where rank > limit && !(rank < knownRanks.count && knownRanks[rank]) {
            unknown += count
        }
        return unknown
    }

    /// The ranks of `known` in `frequency`, as ``unknownTokens(level:knownRanks:known:)`` takes them.
    public static func knownRanks(_ known: Set<String>, in frequency: FrequencyList) -> [Bool] {
        var ranks = [Bool](repeating: false, count: frequency.count + 1)
        for lemma in known {
            if let rank = frequency.rank(of: lemma), rank < ranks.count { ranks[rank] = true }
        }
        return ranks
    }

    /// The ranked part as bytes: (rank, count) pairs of little-endian 32-bit integers.
    public var rankedData: Data {
        var data = Data(capacity: ranked.count * 8)
        for (rank, count) in ranked {
            withUnsafeBytes(of: UInt32(rank).littleEndian) { data.append(contentsOf: $0) }
            withUnsafeBytes(of: UInt32(clamping: count).littleEndian) { data.append(contentsOf: $0) }
        }
        return data
    }

    /// The ranked part read back from ``rankedData``.
    public static func ranked(from data: Data) -> [(rank: Int, count: Int)] {
        let bytes = [UInt8](data)
        var pairs: [(rank: Int, count: Int)] = []
        pairs.reserveCapacity(bytes.count / 8)
        var index = 0
        func word(_ at: Int) -> Int {
            Int(UInt32(bytes[at]) | UInt32(bytes[at + 1]) << 8 | UInt32(bytes[at + 2]) << 16 | UInt32(bytes[at + 3]) << 24)
        }
        while index + 8 <= bytes.count {
            pairs.append((word(index), word(index + 4)))
            index += 8
        }
        return pairs
    }
}
