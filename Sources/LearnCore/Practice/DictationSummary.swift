/// The end of a dictation: accuracy, lines fully right, help used and the hardest lines.
public struct DictationSummary: Sendable, Equatable {
    public let attemptId: Int64
    public let title: String
    /// Lines checked, and of those the lines with every word right.
    public let linesChecked: Int
    public let linesRight: Int
    /// Points over words (a spelling slip counts half, an extra word counts against), 0–1.
    public let accuracy: Double
    public let replays: Int
    public let slowReplays: Int
    public let hints: Int
    /// Up to three lines with the most mistakes, the worst first.
    public let hardest: [DictationLineResult]
    /// The 1-based transcript lines with at least one mistake, in transcript order.
    public let linesWithMistakes: [Int]

    init(attempt: PracticeAttempt, results: [DictationLineResult]) {
        attemptId = attempt.id ?? 0
        title = attempt.recordingTitle
        linesChecked = results.count
        linesRight = results.filter(\.isPerfect).count
        accuracy = Self.accuracy(of: results)
        replays = results.map(\.replays).reduce(0, +)
        slowReplays = results.map(\.slowReplays).reduce(0, +)
        hints = results.map(\.hints).reduce(0, +)
        hardest = Array(results.filter { !$0.isPerfect }
            .sorted { ($0.mistakeCount, -$0.score, -$0.lineIndex) > ($1.mistakeCount, -$1.score, -$1.lineIndex) }
            .prefix(3))
        linesWithMistakes = results.filter { !$0.isPerfect }.map(\.lineIndex).sorted()
    }

    /// Accuracy as a whole percentage.
    public var percent: Int { Int((accuracy * 100).rounded()) }

    /// Points over words of `results` together, 0–1 (0 with nothing checked).
    static func accuracy(of results: [DictationLineResult]) -> Double {
        let words = results.map { $0.wordCount + $0.extraCount }.reduce(0, +)
        guard !results.isEmpty else { return 0 }
        return words == 0 ? 1 : results.map(\.points).reduce(0, +) / Double(words)
    }
}
