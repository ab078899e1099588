/// Scores a line typed from dictation against its reference, word by word.
///
/// Both texts are normalised the same way (``WordNormalizer``: case, punctuation, curly
/// apostrophes, hyphens, numbers, contractions), aligned by minimum edit distance on words
/// (``WordAlignment``), and the alignment is read back as verdicts on the words as written
/// (``VerdictGrouping``).
public enum DictationScorer {
    public static func score(typed: String, reference: String) -> DictationScore {
        let typed = WordNormalizer.normalize(typed)
        let reference = WordNormalizer.normalize(reference)
        let steps = WordAlignment.align(typed: typed.words, reference: reference.words)
        return VerdictGrouping.score(steps, typed: typed, reference: reference)
    }

    /// The first `count` words of the reference as written, for "reveal the next word":
    /// `hint(words: 2, of: "Hello, Anna!") == "Hello, Anna"`.
    ///
    /// Punctuation between the words and just before the first one ("¿Dónde") stays; punctuation
    /// after the last one goes; white space becomes single spaces. Words are counted as
    /// ``WordSplitter`` splits them ("well-known" and "don't" are one word each).
    public static func hint(words count: Int, of reference: String) -> String {
        let text = WordSplitter.canonical(reference)
        let words = WordSplitter.words(in: text)
        guard count > 0, let first = words.first else { return "" }
        var start = first.lowerBound
        while start > text.startIndex, !text[text.index(before: start)].isWhitespace {
            start = text.index(before: start)
        }
        let end = words[min(count, words.count) - 1].upperBound
        return text[start..<end].split(whereSeparator: \.isWhitespace).joined(separator: " ")
    }
}
