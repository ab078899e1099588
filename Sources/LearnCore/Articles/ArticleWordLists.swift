import Articles
import Foundation

/// The English word lists the bundled content ships (`<content>/articles/words`), read once per
/// process the first time a lemma or a rank is needed.
public enum ArticleWordLists {
    /// The folder of the lists.
    static func folder() throws -> URL {
        try ContentDirectory.locate("articles").appendingPathComponent("words", isDirectory: true)
    }

    private static let frequencyList: Result<FrequencyList, Error> = Result {
        try FrequencyList(contentsOf: folder().appendingPathComponent(EnglishWordLists.frequencyFileName))
    }

    private static let loaded: Result<EnglishWordLists, Error> = Result {
        EnglishWordLists(lemmatizer: try Lemmatizer(contentsOf: folder().appendingPathComponent(EnglishWordLists.lemmaFileName)),
                         frequency: try frequencyList.get())
    }

    /// The lists; throws when they cannot be found or read.
    public static func bundled() throws -> EnglishWordLists { try loaded.get() }

    /// The frequency list alone (what ranks known words need), without reading the lemma table.
    public static func frequency() throws -> FrequencyList { try frequencyList.get() }

    /// What identifies the lists' contents cheaply: their files' sizes and modification times.
    static func identity() -> String {
        let files = [EnglishWordLists.lemmaFileName, EnglishWordLists.frequencyFileName]
        return files.map { name -> String in
            guard let folder = try? folder(),
                  let attributes = try? FileManager.default.attributesOfItem(atPath: folder.appendingPathComponent(name).path) else { return "-" }
            let size = (attributes[.size] as? NSNumber)?.int64Value ?? 0
            let modified = (attributes[.modificationDate] as? Date)?.timeIntervalSince1970 ?? 0
            return "\(size)@\(Int64(modified))"
        }.joined(separator: "+")
    }

    /// The lists, or nil when they cannot be found or read (then words count by their written form).
    public static var ifAvailable: EnglishWordLists? { try? loaded.get() }

    /// The lemmas of the words of `text` (lowercase, numbers left out), or the words themselves
    /// without the lists.
    static func lemmas(in text: String) -> [String] {
        let lower = text.lowercased()
        guard let lists = ifAvailable else {
            return WordTokenizer.rawWords(in: lower).filter { $0.first?.isLetter == true }
        }
        return WordTokenizer(lists: lists).tokens(in: [lower]).filter { $0.kind != .number }.map(\.lemma)
    }

    /// The lemma a card's word stands for: one word, or "to"/"a"/"an"/"the" and one word ("to
    /// go", "a bakery"); nil for a phrase or a sentence.
    static func cardLemma(_ word: String) -> String? {
        var words = word.lowercased().split(whereSeparator: { $0 == " " || $0 == "\t" }).map(String.init)
        if words.count == 2, ["to", "a", "an", "the"].contains(words[0]) { words.removeFirst() }
        guard words.count == 1, let only = words.first, only.first?.isLetter == true else { return nil }
        let trimmed = only.trimmingCharacters(in: .punctuationCharacters)
        return ifAvailable?.lemmatizer.lemma(of: trimmed) ?? trimmed
    }
}
