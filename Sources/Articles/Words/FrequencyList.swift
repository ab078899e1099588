import Foundation

/// English lemmas ranked by frequency: rank 1 is the most frequent.
///
/// The file (`en-frequency.tsv`) has one lemma per line, most frequent first; lines starting with
/// `#` are comments and do not count towards the rank.
public struct FrequencyList: Sendable {
    private let ranks: [String: Int]

    /// A list ranked in the given order; a lemma given twice keeps its first rank.
    public init(lemmasInOrder: [String]) {
        var ranks: [String: Int] = [:]
        ranks.reserveCapacity(lemmasInOrder.count)
        for lemma in lemmasInOrder where ranks[lemma] == nil {
            ranks[lemma] = ranks.count + 1
        }
        self.ranks = ranks
    }

    public init(contentsOf url: URL) throws {
        let file = try WordListFile(contentsOf: url)
        var ranks: [String: Int] = [:]
        ranks.reserveCapacity(32_768)
        try file.forEachEntry { line, fields in
            guard fields.count == 1, let lemma = fields.first, !lemma.utf8.contains(UInt8(ascii: " ")) else {
                throw WordListError.malformedLine(file: file.name, line: line, problem: "expected one lemma")
            }
            guard ranks[lemma] == nil else {
                throw WordListError.malformedLine(
                    file: file.name, line: line, problem: "\"\(lemma)\" is ranked already at \(ranks[lemma]!)")
            }
            ranks[lemma] = ranks.count + 1
        }
        self.ranks = ranks
    }

    /// The rank of `lemma` (from 1), or nil when it is not in the list.
    public func rank(of lemma: String) -> Int? {
        ranks[lemma]
    }

    /// The number of lemmas in the list.
    public var count: Int { ranks.count }
}
