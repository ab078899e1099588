import Foundation

/// The pronunciation dictionary (CMUdict): every word the recogniser can hear, with its
/// pronunciations as the acoustic model's phones ("station" → "S T EY SH AH N").
///
/// Read once into memory. The decoder itself is given only the words of the sentences it listens
/// for: a search over a language model costs time in proportion to the decoder's dictionary, about
/// 0.9 s for all of CMUdict's 126,000 words against well under a millisecond for a sentence's.
struct PronunciationDictionary: Sendable {
    /// Word (lower case, as CMUdict writes it) → its pronunciations, the main one first.
    private let entries: [String: [String]]

    init(path: String) throws(SpeakingError) {
        guard let data = FileManager.default.contents(atPath: path) else { throw .modelMissing(path) }
        self.init(text: data)
    }

    /// Parses lines of `word PHONE PHONE …`, alternates written `word(2)`.
    init(text: Data) {
        var entries: [String: [String]] = [:]
        entries.reserveCapacity(140_000)
        for line in text.split(separator: UInt8(ascii: "\n")) {
            guard let space = line.firstIndex(where: { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") }) else { continue }
            var word = line[line.startIndex..<space]
            if word.last == UInt8(ascii: ")"), let open = word.lastIndex(of: UInt8(ascii: "(")), open > word.startIndex {
                word = word[word.startIndex..<open]
            }
            let phones = line[space...].drop { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") }
            var end = phones.endIndex
            while end > phones.startIndex, [UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\r")].contains(phones[phones.index(before: end)]) {
                end = phones.index(before: end)
            }
            guard end > phones.startIndex else { continue }
            entries[String(decoding: word, as: UTF8.self), default: []]
                .append(String(decoding: phones[phones.startIndex..<end], as: UTF8.self))
        }
        self.entries = entries
    }

    /// Whether the dictionary has `word` (lower case).
    func knows(_ word: String) -> Bool {
        entries[word] != nil
    }

    /// The word's pronunciations, the main one first; empty for a word it does not have.
    func pronunciations(of word: String) -> [String] {
        entries[word] ?? []
    }
}
