import LearnCore

/// One line of a dictation's JSON output: an object whose "type" is "line", "result",
/// "summary" or "paused". Scores and the accuracy are rounded to three decimals.
struct DictationJSON: Encodable {
    let event: DictationEvent
    let attemptId: Int64

    private enum Key: String, CodingKey {
        case type, attempt, number, total, line, typed, reference, words, score, points, mistakes, perfect, replays, hints
        case title, accuracy, percent, lines, hardest, checked, message
        case wordCount = "word_count", extraCount = "extra_count", slowReplays = "slow_replays"
        case linesRight = "lines_right", linesWithMistakes = "lines_with_mistakes"
    }

    func encode(to encoder: any Encoder) throws {
        var object = encoder.container(keyedBy: Key.self)
        switch event {
        case .line(let number, let total, let line):
            try object.encode("line", forKey: .type)
            try object.encode(attemptId, forKey: .attempt)
            try object.encode(number, forKey: .number)
            try object.encode(total, forKey: .total)
            try object.encode(line.index, forKey: .line)
        case .result(let result):
            try object.encode("result", forKey: .type)
            try object.encode(result.lineIndex, forKey: .line)
            try object.encode(result.typed, forKey: .typed)
            try object.encode(result.reference, forKey: .reference)
            try object.encode(result.verdicts.map(Word.init), forKey: .words)
            try object.encode(Self.rounded(result.score), forKey: .score)
            try object.encode(result.points, forKey: .points)
            try object.encode(result.wordCount, forKey: .wordCount)
            try object.encode(result.extraCount, forKey: .extraCount)
            try object.encode(result.mistakeCount, forKey: .mistakes)
            try object.encode(result.isPerfect, forKey: .perfect)
            try object.encode(result.replays, forKey: .replays)
            try object.encode(result.slowReplays, forKey: .slowReplays)
            try object.encode(result.hints, forKey: .hints)
        case .summary(let summary):
            try object.encode("summary", forKey: .type)
            try object.encode(summary.attemptId, forKey: .attempt)
            try object.encode(summary.title, forKey: .title)
            try object.encode(Self.rounded(summary.accuracy), forKey: .accuracy)
            try object.encode(summary.percent, forKey: .percent)
            try object.encode(summary.linesChecked, forKey: .lines)
            try object.encode(summary.linesRight, forKey: .linesRight)
            try object.encode(summary.replays, forKey: .replays)
            try object.encode(summary.slowReplays, forKey: .slowReplays)
            try object.encode(summary.hints, forKey: .hints)
            try object.encode(summary.hardest.map(Hardest.init), forKey: .hardest)
            try object.encode(summary.linesWithMistakes, forKey: .linesWithMistakes)
        case .paused(let session, let title):
            try object.encode("paused", forKey: .type)
            try object.encode(session.attempt.id ?? 0, forKey: .attempt)
            try object.encode(session.results.count, forKey: .checked)
            try object.encode(session.lines.count, forKey: .total)
            try object.encode("Run `learnctl practice dictation \"\(title)\" --resume` to continue.", forKey: .message)
        }
    }

    private static func rounded(_ value: Double) -> Double {
        (value * 1000).rounded() / 1000
    }

    /// A word's verdict: "verdict", with the word "expected" and what was "typed" when there is one.
    private struct Word: Encodable {
        let verdict: String
        let expected: String?
        let typed: String?

        init(_ verdict: WordVerdict) {
            switch verdict {
            case .correct(let expected, let typed): (self.verdict, self.expected, self.typed) = ("correct", expected, typed)
            case .slip(let expected, let typed): (self.verdict, self.expected, self.typed) = ("slip", expected, typed)
            case .wrong(let expected, let typed): (self.verdict, self.expected, self.typed) = ("wrong", expected, typed)
            case .missing(let expected): (self.verdict, self.expected, self.typed) = ("missing", expected, nil)
            case .extra(let typed): (self.verdict, self.expected, self.typed) = ("extra", nil, typed)
            }
        }
    }

    /// A line among those with the most mistakes, in the summary.
    private struct Hardest: Encodable {
        let line: Int
        let mistakes: Int
        let reference: String

        init(_ result: DictationLineResult) {
            (line, mistakes, reference) = (result.lineIndex, result.mistakeCount, result.reference)
        }
    }
}
