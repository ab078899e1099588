import Foundation

/// A dictation of a recording: its lines in order, and each line's result as it is checked.
///
/// A checked line is saved at once, so quitting (or losing the process) keeps the attempt, and
/// ``ListeningPractice/resumeDictation(of:lines:)`` continues at the first line not checked.
/// Lines of the attempt that have left the transcript since it started are skipped.
public struct DictationSession: Sendable {
    public private(set) var attempt: PracticeAttempt
    /// The attempt's lines that the transcript still has, in order.
    public let lines: [DictationLine]
    /// The lines checked so far, in the order checked.
    public private(set) var results: [DictationLineResult]
    private let database: LearnDatabase
    private let clock: LearnClock

    init(attempt: PracticeAttempt, results: [DictationLineResult], transcript: [DictationLine], database: LearnDatabase, clock: LearnClock) {
        let byIndex = Dictionary(transcript.map { ($0.index, $0) }, uniquingKeysWith: { first, _ in first })
        self.lines = attempt.items.compactMap { byIndex[$0] }
        self.attempt = attempt
        self.results = results
        self.database = database
        self.clock = clock
    }

    /// The next line to write down; nil when every line is checked.
    public var current: DictationLine? {
        let checked = Set(results.map(\.lineIndex))
        return lines.first { !checked.contains($0.index) }
    }

    /// Which line of the attempt ``current`` is, from 1, and how many it has.
    public var progress: (number: Int, total: Int) {
        let checked = Set(results.map(\.lineIndex))
        return (lines.filter { checked.contains($0.index) }.count + 1, lines.count)
    }

    /// Whether every line has been checked.
    public var isFinished: Bool { current == nil }

    /// Scores `typed` against the current line and saves the result (the attempt is finished with its last line).
    public mutating func check(_ typed: String, help: DictationHelp = DictationHelp()) throws -> DictationLineResult {
        guard let line = current else { throw PracticeError.checkedElsewhere }
        let score = DictationScorer.score(typed: typed, reference: line.text)
        let now = clock.now()
        var result = DictationLineResult(
            id: nil, accountId: attempt.accountId, attemptId: attempt.id ?? 0, lineIndex: line.index,
            reference: line.text, typed: typed, verdicts: score.verdicts, points: score.points,
            wordCount: score.referenceWordCount, extraCount: score.extraCount, mistakeCount: score.mistakeCount,
            replays: help.replays, slowReplays: help.slowReplays, hints: help.hints, checkedAt: now)
        let isLast = lines.filter { line in !results.contains { $0.lineIndex == line.index } }.count == 1
        let accountId = attempt.accountId
        try database.record(&result, of: &attempt, completing: isLast, at: now, duplicate: PracticeError.checkedElsewhere) { [result] db in
            // A line written all right makes its words known.
            if result.isPerfect { try KnownWords.lineWrittenRight(line.text, db, accountId: accountId, at: now) }
        }
        results.append(result)
        return result
    }

    /// The figures of the lines checked so far.
    public var summary: DictationSummary {
        DictationSummary(attempt: attempt, results: results)
    }
}
