/// A dictionary's entry for a headword: how it is pronounced, its part of speech, and its
/// senses, each with its translations and notes (definitions, examples, usage).
public struct DictionaryEntry: Sendable, Equatable, Codable {
    public var headword: String
    /// As the dictionary writes them, without the slashes ("haus").
    public var pronunciations: [String]
    /// "n, fem", "v", "adj"; nil when the dictionary does not say.
    public var partOfSpeech: String?
    public var senses: [DictionarySense]

    public init(headword: String, pronunciations: [String] = [], partOfSpeech: String? = nil, senses: [DictionarySense]) {
        self.headword = headword
        self.pronunciations = pronunciations
        self.partOfSpeech = partOfSpeech
        self.senses = senses
    }

    /// Reads an entry as FreeDict's dictd files hold it: the headword line
    /// (`maison /mɛzɔ̃/ <n, fem>`), then either one line of translations or numbered senses
    /// (`1. casa, hogar`), each followed by lines of notes.
    public init(parsing text: String) {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let head = lines.isEmpty ? "" : lines.removeFirst()
        var headword = head
        var pronunciations: [String] = []
        var partOfSpeech: String?
        if let cut = head.firstRange(of: " /") ?? head.firstRange(of: " <") {
            headword = String(head[..<cut.lowerBound])
            var rest = head[cut.lowerBound...]
            while let open = rest.firstIndex(where: { $0 == "/" || $0 == "<" }) {
                let close: Character = rest[open] == "/" ? "/" : ">"
                guard let end = rest[rest.index(after: open)...].firstIndex(of: close) else { break }
                let inside = String(rest[rest.index(after: open)..<end]).trimmingSpaces
                if close == "/" { if !inside.isEmpty { pronunciations.append(inside) } } else { partOfSpeech = inside }
                rest = rest[rest.index(after: end)...]
            }
        }
        var senses: [DictionarySense] = []
        for line in lines {
            let trimmed = line.trimmingSpaces
            guard !trimmed.isEmpty, !Self.isBareNumber(trimmed) else { continue }
            if let (number, translations) = Self.numberedSense(line), number > 0 {
                senses.append(DictionarySense(translations: Self.translations(translations), notes: []))
            } else if senses.isEmpty {
                senses.append(DictionarySense(translations: Self.translations(trimmed), notes: []))
            } else {
                senses[senses.count - 1].notes.append(trimmed)
            }
        }
        self.init(headword: headword.trimmingSpaces, pronunciations: pronunciations, partOfSpeech: partOfSpeech, senses: senses)
    }

    /// "12." alone on a line (WikDict's numbering of a sense's definitions).
    private static func isBareNumber(_ text: String) -> Bool {
        text.hasSuffix(".") && text.dropLast().allSatisfy(\.isASCIIDigitCharacter) && text.count > 1
    }

    /// `N. text` at the start of a line: the sense's number and text.
    private static func numberedSense(_ line: String) -> (Int, String)? {
        let digits = line.prefix(while: \.isASCIIDigitCharacter)
        guard !digits.isEmpty, let number = Int(digits) else { return nil }
        let rest = line.dropFirst(digits.count)
        guard rest.hasPrefix(". ") else { return nil }
        return (number, String(rest.dropFirst(2)))
    }

    /// The translations on a line, without a trailing definition number ("casa 2." → ["casa"]).
    private static func translations(_ line: String) -> [String] {
        var text = line.trimmingSpaces
        if let space = text.lastIndex(of: " "), isBareNumber(String(text[text.index(after: space)...])) {
            text = String(text[..<space]).trimmingSpaces
        }
        return text.split(separator: ",").map { String($0).trimmingSpaces }.filter { !$0.isEmpty }
    }
}

/// One sense of a dictionary entry: its translations and any notes the dictionary adds.
public struct DictionarySense: Sendable, Equatable, Codable {
    public var translations: [String]
    public var notes: [String]

    public init(translations: [String], notes: [String] = []) {
        self.translations = translations
        self.notes = notes
    }
}

extension Character {
    var isASCIIDigitCharacter: Bool { isASCII && isNumber }
}

extension StringProtocol {
    /// The text without spaces and tabs at either end.
    var trimmingSpaces: String { trimmingSpaces(andNewlines: false) }

    /// The text without spaces and tabs (and line ends, if asked) at either end.
    func trimmingSpaces(andNewlines: Bool) -> String {
        let isSpace: (Character) -> Bool = { $0 == " " || $0 == "\t" || $0 == "\r" || andNewlines && $0.isNewline }
        guard let first = firstIndex(where: { !isSpace($0) }), let last = lastIndex(where: { !isSpace($0) }) else { return "" }
        return String(self[first...last])
    }
}
