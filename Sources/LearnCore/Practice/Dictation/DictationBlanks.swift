extension DictationScorer {
    /// The reference as written with each word that was not right (a slip, wrong or missing)
    /// replaced by `blank`, for a card that asks for the missed words:
    /// `blanking(score.verdicts, in: "I don't know.", blank: "____")` with "know" missed is
    /// "I don't ____.".
    ///
    /// `verdicts` must come from scoring against this `reference`. A written word is blanked
    /// as a whole when any of its words was not right ("don't" with "not" missed); words that
    /// normalisation joined ("a hundred and five") are blanked together.
    ///
    /// With `atMost`, no more than that many written words are blanked, the longest of those
    /// missed first, so that a line missed almost whole still reads as a sentence.
    public static func blanking(_ verdicts: [WordVerdict], in reference: String, blank: String, atMost: Int? = nil) -> String {
        let reference = WordNormalizer.normalize(reference)
        let tokens = reference.tokens
        var isRight = rightTokens(verdicts, of: tokens)

        if let atMost {
            let missed = tokens.indices.filter { !isRight[$0] }
            let kept = missed.sorted { (-tokens[$0].display.count, $0) < (-tokens[$1].display.count, $1) }.prefix(max(0, atMost))
            for index in missed where !kept.contains(index) { isRight[index] = true }
        }
        var text = reference.text
        for index in tokens.indices.reversed() where !isRight[index] {
            text.replaceSubrange(tokens[index].range, with: blank)
        }
        return text
    }

    /// For each of `tokens` (the reference's words as written), whether all of its words were
    /// right: `verdicts` read back onto them. A token is not right when any of its words was
    /// not ("don't" with "not" missed), and words that normalisation joined ("a hundred and
    /// five") are judged together.
    static func rightTokens(_ verdicts: [WordVerdict], of tokens: [DictationToken]) -> [Bool] {
        var isRight = Array(repeating: true, count: tokens.count)
        var token = 0
        var wordInToken = 0
        for verdict in verdicts {
            guard let expected = verdict.expected, token < tokens.count else { continue }
            if wordInToken == 0, let end = endOfTokens(spelling: expected, from: token, in: tokens) {
                for whole in token..<end where !verdict.isCorrect { isRight[whole] = false }
                token = end
                continue
            }
            if !verdict.isCorrect { isRight[token] = false }
            wordInToken += 1
            if wordInToken >= tokens[token].words.count {
                token += 1
                wordInToken = 0
            }
        }
        return isRight
    }

    /// The end of the run of tokens from `start` whose displays, joined by spaces, are `expected`.
    private static func endOfTokens(spelling expected: String, from start: Int, in tokens: [DictationToken]) -> Int? {
        var joined = ""
        for end in start..<tokens.count {
            joined += (end == start ? "" : " ") + tokens[end].display
            if joined == expected { return end + 1 }
            if joined.count >= expected.count { return nil }
        }
        return nil
    }
}
