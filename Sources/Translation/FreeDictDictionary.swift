import Foundation

/// One installed FreeDict dictionary (dictd's format): an index of headwords with the place of
/// each entry, and the entries' text in a dictzip file.
public struct FreeDictDictionary: Sendable, Equatable {
    public let pair: LanguagePair
    public let indexPath: String
    public let dataPath: String

    /// The entries for `text` (a word or phrase, in any case and with any punctuation), in the
    /// dictionary's order; empty when it has none.
    public func entries(for text: String) throws(DictionaryFileError) -> [DictionaryEntry] {
        let key = Self.headwordKey(text)
        guard !key.isEmpty else { return [] }
        var places: [(offset: Int, length: Int)] = []
        for line in try indexLines() {
            let fields = line.split(separator: "\t", omittingEmptySubsequences: false)
            guard fields.count >= 3, Self.headwordKey(String(fields[0])) == key,
                  let offset = Self.base64Number(fields[1]), let length = Self.base64Number(fields[2]),
                  !places.contains(where: { $0.offset == offset }) else { continue }
            places.append((offset, length))
        }
        guard !places.isEmpty else { return [] }
        let data = try DictZip(path: dataPath)
        var entries: [DictionaryEntry] = []
        for place in places {
            let bytes = try data.bytes(at: place.offset, length: place.length)
            let entry = DictionaryEntry(parsing: String(decoding: bytes, as: UTF8.self))
            // Some dictionaries repeat an entry word for word.
            if !entries.contains(entry) { entries.append(entry) }
        }
        return entries
    }

    /// Whether the dictionary has `text` as a headword.
    public func contains(_ text: String) throws(DictionaryFileError) -> Bool {
        let key = Self.headwordKey(text)
        guard !key.isEmpty else { return false }
        return try indexLines().contains { line in
            guard let tab = line.firstIndex(of: "\t") else { return false }
            return Self.headwordKey(String(line[..<tab])) == key
        }
    }

    /// The index's lines whose headword could match: all of them (the index is small enough to
    /// read whole; a lookup in the largest, 850 kB, takes a few milliseconds).
    private func indexLines() throws(DictionaryFileError) -> [Substring] {
        guard let data = FileManager.default.contents(atPath: indexPath) else { throw .unreadable(indexPath) }
        return String(decoding: data, as: UTF8.self).split(separator: "\n")
    }

    /// A headword as dictd indexes it: lower case, letters, digits and single spaces only
    /// ("d'abord" → "dabord").
    static func headwordKey(_ text: String) -> String {
        var key = ""
        var pendingSpace = false
        for character in text.lowercased() {
            if character.isWhitespace {
                pendingSpace = !key.isEmpty
            } else if character.isLetter || character.isNumber {
                if pendingSpace { key.append(" ") }
                pendingSpace = false
                key.append(character)
            }
        }
        return key
    }

    /// A number in dictd's base 64 (A–Z a–z 0–9 + /, most significant first).
    static func base64Number(_ digits: Substring) -> Int? {
        guard !digits.isEmpty, digits.count <= 10 else { return nil }
        var value = 0
        for byte in digits.utf8 {
            let digit: Int
            switch byte {
            case UInt8(ascii: "A")...UInt8(ascii: "Z"): digit = Int(byte - UInt8(ascii: "A"))
            case UInt8(ascii: "a")...UInt8(ascii: "z"): digit = Int(byte - UInt8(ascii: "a")) + 26
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = Int(byte - UInt8(ascii: "0")) + 52
            case UInt8(ascii: "+"): digit = 62
            case UInt8(ascii: "/"): digit = 63
            default: return nil
            }
            value = value * 64 + digit
        }
        return value
    }
}
