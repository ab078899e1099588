import Foundation

/// Maps an English word form to its lemma (went → go, children → child, better → good) by a table
/// of inflected forms; a word that is not in the table is its own lemma.
///
/// The table file (`en-lemmas.tsv`) has one `form<TAB>lemma` line per form; lines starting with `#`
/// are comments.
public struct Lemmatizer: Sendable {
    private let lemmas: [String: String]

    public init(forms: [String: String]) {
        lemmas = forms
    }

    public init(contentsOf url: URL) throws {
        let file = try WordListFile(contentsOf: url)
        var lemmas: [String: String] = [:]
        lemmas.reserveCapacity(32_768)
        try file.forEachEntry { line, fields in
            guard fields.count == 2 else {
                throw WordListError.malformedLine(
                    file: file.name, line: line, problem: "expected form<TAB>lemma, found \(fields.count) field(s)")
            }
            guard !fields[0].isEmpty, !fields[1].isEmpty else {
                throw WordListError.malformedLine(
                    file: file.name, line: line, problem: "expected form<TAB>lemma, found an empty field")
            }
            lemmas[fields[0]] = fields[1]
        }
        self.lemmas = lemmas
    }

    /// The lemma of `word`, which the caller has lowercased: the table's lemma, or `word` itself.
    public func lemma(of word: String) -> String {
        lemmas[word] ?? word
    }

    /// The number of forms in the table.
    public var count: Int { lemmas.count }
}
