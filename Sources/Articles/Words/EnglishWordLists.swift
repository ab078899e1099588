import Foundation

/// The English word lists the analysis of a text needs: the lemma table and the frequency ranks,
/// read from a folder holding `en-lemmas.tsv` and `en-frequency.tsv` (Content/articles/words).
public struct EnglishWordLists: Sendable {
    public static let lemmaFileName = "en-lemmas.tsv"
    public static let frequencyFileName = "en-frequency.tsv"

    public let lemmatizer: Lemmatizer
    public let frequency: FrequencyList

    public init(lemmatizer: Lemmatizer, frequency: FrequencyList) {
        self.lemmatizer = lemmatizer
        self.frequency = frequency
    }

    public init(folder: URL) throws {
        lemmatizer = try Lemmatizer(contentsOf: folder.appendingPathComponent(Self.lemmaFileName))
        frequency = try FrequencyList(contentsOf: folder.appendingPathComponent(Self.frequencyFileName))
    }

    /// The frequency rank of the lemma of `word` (lowercased by the caller), or nil when the lemma
    /// is not in the list.
    public func rank(of word: String) -> Int? {
        frequency.rank(of: lemmatizer.lemma(of: word))
    }
}
