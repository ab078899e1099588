import Articles
import Foundation
import GRDB

/// What the article list shows of a text without reading it again: its length, estimated level,
/// minutes to read and vocabulary summary, as stored for added articles and for the bundled
/// ones (computed once per text and word lists).
struct ArticleFigures: Sendable {
    var words: Int
    var level: String
    var minutes: Int
    var vocabulary: VocabularySummary

    init(profile: TextProfile) {
        (words, level, minutes) = (profile.wordCount, profile.estimatedLevel, profile.readingMinutes)
        vocabulary = VocabularySummary(profile: profile)
    }

    /// Read from a row with `words`, `level`, `minutes`, `countedWords`, `rankedLemmas` and `unlistedLemmas`.
    init(row: Row) {
        (words, level, minutes) = (row["words"], row["level"], row["minutes"])
        vocabulary = VocabularySummary(counted: row["countedWords"], ranked: VocabularySummary.ranked(from: row["rankedLemmas"]),
                                       unlisted: Self.unlisted(from: row["unlistedLemmas"]))
    }

    /// The unlisted lemmas as stored: "lemma<TAB>count" lines.
    var unlistedText: String {
        vocabulary.unlisted.sorted { $0.key < $1.key }.map { "\($0.key)\t\($0.value)" }.joined(separator: "\n")
    }

    static func unlisted(from text: String) -> [String: Int] {
        var unlisted: [String: Int] = [:]
        for line in text.split(separator: "\n") {
            guard let tab = line.firstIndex(of: "\t"), let count = Int(line[line.index(after: tab)...]) else { continue }
            unlisted[String(line[..<tab]), default: 0] += count
        }
        return unlisted
    }

    /// The share of the counted words a learner does not know.
    func newWordShare(level: String, knownRanks: [Bool], known: Set<String>) -> Double {
        let unknown = vocabulary.unknownTokens(level: level, knownRanks: knownRanks, known: known)
        return vocabulary.counted == 0 ? 0 : Double(unknown) / Double(vocabulary.counted)
    }
}
