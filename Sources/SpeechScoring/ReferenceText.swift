import Foundation

/// A reference sentence as the learner reads it (its written words) and as the recogniser
/// listens for it (normalised spoken words).
///
/// Normalising lower-cases a word, strips the punctuation around it and keeps apostrophes
/// ("Don't" → don't, "‘station?’" → station), spells out whole numbers from 0 to 9999, decimals,
/// ordinals and percentages ("15" → fifteen, "2.5" → two point five, "3rd" → third,
/// "20%" → twenty percent), and splits a hyphenated word into its parts when the pronunciation
/// dictionary does not know the whole but knows every part ("well-known" stays whole,
/// "blue-green" → blue green). A written word with any spoken word the dictionary does not know
/// is not scored.
public struct ReferenceText: Sendable, Equatable {
    /// One written word of the reference and the words it is spoken as.
    public struct Token: Sendable, Equatable {
        /// The word as written, with its capitals and punctuation: "Station?", "15".
        public var text: String
        /// What is said for it, normalised: ["station"], ["fifteen"]; empty for a token that
        /// is only punctuation.
        public var words: [String]
        /// Whether it is judged: every spoken word is in the pronunciation dictionary.
        public var isScored: Bool

        public init(text: String, words: [String], isScored: Bool) {
            self.text = text
            self.words = words
            self.isScored = isScored
        }
    }

    /// The written words in order; tokens that are only punctuation ("—", "…") are left out.
    public var tokens: [Token]

    /// Splits `text` at white space. `isKnown` says whether the pronunciation dictionary has a
    /// (lower-case) word; without it every word counts as known.
    public init(_ text: String, isKnown: (String) -> Bool = { _ in true }) {
        tokens = text.split(whereSeparator: \.isWhitespace).compactMap { written in
            let words = Self.spokenWords(String(written), isKnown: isKnown)
            guard !words.isEmpty else { return nil }
            return Token(text: String(written), words: words, isScored: words.allSatisfy(isKnown))
        }
    }

    /// The spoken words of the scored tokens, in order: what the sentence model is built from.
    public var scoredWords: [String] {
        tokens.filter(\.isScored).flatMap(\.words)
    }

    /// The words said for one written word.
    static func spokenWords(_ written: String, isKnown: (String) -> Bool) -> [String] {
        var text = written.lowercased()
            .replacingOccurrences(of: "’", with: "'")
            .replacingOccurrences(of: "‘", with: "'")
            .replacingOccurrences(of: "ʼ", with: "'")
        // Thousands separators: 1,500 is an amount, never a year.
        let hasSeparator = text.contains(where: \.isNumber) && text.contains(",")
        if hasSeparator, text.firstMatch(of: /\d,\d{3}/) != nil {
            text = text.replacingOccurrences(of: ",", with: "")
        }
        // Split at everything but letters, digits, apostrophes, hyphens and a decimal point.
        var parts: [String] = []
        var part = ""
        for (index, character) in zip(text.indices, text) {
            let isDecimalPoint = character == "." && part.last?.isNumber == true
                && text.index(after: index) < text.endIndex && text[text.index(after: index)].isNumber
            if character.isLetter || character.isNumber || character == "'" || character == "-" || isDecimalPoint {
                part.append(character)
            } else {
                parts.append(part)
                part = ""
                if character == "%", parts.last?.last?.isNumber == true { parts.append("percent") }
            }
        }
        parts.append(part)
        return parts.flatMap { spokenWords(part: $0, isAmount: hasSeparator, isKnown: isKnown) }
    }

    /// The words for one run of letters, digits, apostrophes and hyphens.
    private static func spokenWords(part: String, isAmount: Bool, isKnown: (String) -> Bool) -> [String] {
        let trimmed = part.trimming("'-")
        guard !trimmed.isEmpty else { return [] }
        if trimmed.contains("-"), !isKnown(trimmed) {
            let pieces = trimmed.split(separator: "-").map { String($0) }
            let words = pieces.map { spokenWords(part: $0, isAmount: isAmount, isKnown: isKnown) }
            if words.allSatisfy({ !$0.isEmpty && $0.allSatisfy(isKnown) }) { return words.flatMap { $0 } }
            return [trimmed]
        }
        if let number = Int(trimmed), let words = SpokenNumber.words(for: number, asYear: !isAmount) {
            return words
        }
        if let decimal = trimmed.wholeMatch(of: /(\d+)\.(\d+)/), let whole = Int(decimal.1),
           let words = SpokenNumber.words(for: whole, asYear: false) {
            return words + ["point"] + decimal.2.compactMap { $0.wholeNumberValue.flatMap { SpokenNumber.words(for: $0)?.first } }
        }
        if let ordinal = trimmed.wholeMatch(of: /(\d+)(st|nd|rd|th)/), let number = Int(ordinal.1),
           let words = SpokenNumber.ordinalWords(for: number) {
            return words
        }
        return [trimmed]
    }
}

private extension String {
    /// The string without any of `characters` at either end.
    func trimming(_ characters: String) -> String {
        var slice = Substring(self)
        while let first = slice.first, characters.contains(first) { slice.removeFirst() }
        while let last = slice.last, characters.contains(last) { slice.removeLast() }
        return String(slice)
    }
}
