import LearnCore
import ListenProtocol

/// A dictation's JSON lines: each event one object whose "type" is "line", "result", "summary"
/// or "paused". Scores and the accuracy are rounded to three decimals.
enum DictationJSON {
    /// The object that stands for `event` of attempt `attemptId`; `words` are the timed words
    /// of the lines that have them, by line number.
    static func object(_ event: DictationEvent, attemptId: Int64, words: [Int: [TranscriptWord]] = [:]) -> any Encodable {
        switch event {
        case .line(let number, let total, let line):
            return Line(attempt: attemptId, number: number, total: total, line: line.index)
        case .result(let result):
            return Result(result, firstWrongWordStart: MistakeReplay.of(result, words: words[result.lineIndex]).start)
        case .summary(let summary):
            return Summary(summary)
        case .paused(let session, let title):
            return Paused(attempt: session.attempt.id ?? 0, checked: session.results.count, total: session.lines.count,
                          message: "Run `learnctl practice dictation \"\(title)\" --resume` to continue.")
        }
    }

    static func thousandths(_ value: Double) -> Double {
        (value * 1000).rounded() / 1000
    }

    /// A line is about to be typed: its number in the attempt, and in the transcript ("line").
    struct Line: Encodable {
        let type = "line"
        let attempt: Int64, number: Int, total: Int, line: Int
    }

    /// A line checked: what was typed against the line, word by word, the score and the help
    /// used; and, when the line has word times, where the first word wrong starts (seconds).
    struct Result: Encodable {
        let type = "result"
        let line: Int, typed: String, reference: String, words: [Word], score: Double, points: Double, wordCount: Int, extraCount: Int
        let mistakes: Int, perfect: Bool, replays: Int, slowReplays: Int, hints: Int
        let firstWrongWordStart: Double?

        enum CodingKeys: String, CodingKey {
            case type, line, typed, reference, words, score, points, mistakes, perfect, replays, hints
            case wordCount = "word_count", extraCount = "extra_count", slowReplays = "slow_replays"
            case firstWrongWordStart = "first_wrong_word_start"
        }

        init(_ result: DictationLineResult, firstWrongWordStart: Double? = nil) {
            self.firstWrongWordStart = firstWrongWordStart
            (line, typed, reference, words) = (result.lineIndex, result.typed, result.reference, result.verdicts.map(Word.init))
            (score, points, wordCount, extraCount) = (thousandths(result.score), result.points, result.wordCount, result.extraCount)
            (mistakes, perfect) = (result.mistakeCount, result.isPerfect)
            (replays, slowReplays, hints) = (result.replays, result.slowReplays, result.hints)
        }
    }

    /// A word's verdict, with the word "expected" and what was "typed" when there is one.
    struct Word: Encodable {
        let verdict: String, expected: String?, typed: String?

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

    /// The attempt is over: the accuracy, the lines right, the help used and the hardest lines.
    struct Summary: Encodable {
        let type = "summary"
        let attempt: Int64, title: String, accuracy: Double, percent: Int, lines: Int, linesRight: Int
        let replays: Int, slowReplays: Int, hints: Int, hardest: [Hardest], linesWithMistakes: [Int]

        enum CodingKeys: String, CodingKey {
            case type, attempt, title, accuracy, percent, lines, replays, hints, hardest, linesRight = "lines_right"
            case slowReplays = "slow_replays", linesWithMistakes = "lines_with_mistakes"
        }

        init(_ summary: DictationSummary) {
            (attempt, title, accuracy, percent) = (summary.attemptId, summary.title, thousandths(summary.accuracy), summary.percent)
            (lines, linesRight, replays, slowReplays, hints) = (summary.linesChecked, summary.linesRight, summary.replays, summary.slowReplays, summary.hints)
            hardest = summary.hardest.map { Hardest(line: $0.lineIndex, mistakes: $0.mistakeCount, reference: $0.reference) }
            linesWithMistakes = summary.linesWithMistakes
        }
    }

    struct Hardest: Encodable {
        let line: Int, mistakes: Int, reference: String
    }

    /// The learner left before the end; the attempt is kept.
    struct Paused: Encodable {
        let type = "paused"
        let attempt: Int64, checked: Int, total: Int, message: String
    }
}
