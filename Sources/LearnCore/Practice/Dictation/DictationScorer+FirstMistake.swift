extension DictationScorer {
    /// The first word of `reference` that was a slip, wrong or missing in `verdicts` (which must
    /// come from scoring against `reference`), as one of `timedWords`: the line's words as its
    /// transcript times them, each as written ("morning.", "don't").
    ///
    /// Both are normalised as the scorer normalises (``WordNormalizer``), and matched word by
    /// word in order; when they do not have the same words, the mistake is ``FirstMistake/unmatched``.
    /// A mistake on a word written as several ("don't", "21") is on the timed word its first
    /// part is in.
    public static func firstMistake(_ verdicts: [WordVerdict], in reference: String, timedWords: [String]) -> FirstMistake {
        let reference = WordNormalizer.normalize(reference)
        guard let wrong = rightTokens(verdicts, of: reference.tokens).firstIndex(of: false) else { return .none }
        let position = reference.tokens[..<wrong].reduce(0) { $0 + $1.words.count }

        // The timed words as one text, and where each starts in it (in characters).
        let written = timedWords.map(WordSplitter.canonical)
        var starts = [Int]()
        var offset = 0
        for word in written {
            starts.append(offset)
            offset += word.count + 1
        }
        let timed = WordNormalizer.normalize(written.joined(separator: " "))
        guard timed.words.count == reference.words.count, zip(timed.words, reference.words).allSatisfy({ $0.matches($1) }),
              timed.words.indices.contains(position)
        else { return .unmatched }
        let token = timed.tokens[timed.tokenOfWord[position]]
        let start = timed.text.distance(from: timed.text.startIndex, to: token.range.lowerBound)
        guard let word = starts.lastIndex(where: { $0 <= start }) else { return .unmatched }
        return .word(word)
    }
}
