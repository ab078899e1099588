/// How the words of a sentence to say are told apart and compared: as a pronouncing dictionary
/// spells them, in lower case without punctuation.
///
/// Words are split as a dictation splits them (white space, punctuation and dashes separate
/// words; apostrophes inside a word stay, so "Don't" is "don't"), and a hyphenated word is its
/// parts ("well-known" is "well" and "known"). Curly apostrophes become straight ones.
public enum SpeakingText {
    /// The words of `sentence`, e.g. "I'm late — sorry!" → ["i'm", "late", "sorry"].
    public static func words(in sentence: String) -> [String] {
        WordSplitter.split(sentence).flatMap { written in
            written.split(whereSeparator: WordSplitter.isHyphen).compactMap { part -> String? in
                var part = part
                while let first = part.first, WordSplitter.isApostrophe(first) { part = part.dropFirst() }
                while let last = part.last, WordSplitter.isApostrophe(last) { part = part.dropLast() }
                return part.isEmpty ? nil : WordNormalizer.key(String(part))
            }
        }
    }

    /// `word` in lower case without punctuation, e.g. "Station," → "station"; the parts of a
    /// hyphenated word are joined by a space.
    public static func normalized(_ word: String) -> String {
        words(in: word).joined(separator: " ")
    }
}
