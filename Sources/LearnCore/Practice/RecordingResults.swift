import Foundation

/// A learner's results on one recording: the last and best dictation accuracy and quiz score.
///
/// Only finished attempts of the whole recording count for the scores (a retry of the missed
/// lines is practice, not a result); `lastPracticed` is the latest check of any attempt.
public struct RecordingResults: Sendable, Equatable {
    public let recordingId: String
    public let title: String
    /// Dictation accuracy and quiz score as whole percentages; nil when there is none yet.
    public let lastDictation: Int?
    public let bestDictation: Int?
    public let lastQuiz: Int?
    public let bestQuiz: Int?
    public let lastPracticed: Date

    /// One entry per recording, the most recently practised first.
    static func summarise(attempts: [PracticeAttempt], lines: [Int64: [DictationLineResult]],
                          answers: [Int64: [QuizAnswer]]) -> [RecordingResults] {
        let byRecording = Dictionary(grouping: attempts, by: \.recordingId)
        return byRecording.map { id, attempts in
            var dictations: [Int] = []
            var quizzes: [Int] = []
            var last = attempts.map(\.startedAt).max()!
            for attempt in attempts {
                let attemptLines = lines[attempt.id ?? 0] ?? []
                let attemptAnswers = answers[attempt.id ?? 0] ?? []
                last = ([last] + attemptLines.map(\.checkedAt) + attemptAnswers.map(\.answeredAt)).max()!
                guard attempt.finishedAt != nil, attempt.retryOf == nil else { continue }
                switch attempt.kind {
                case .dictation:
                    dictations.append(Int((DictationSummary.accuracy(of: attemptLines) * 100).rounded()))
                case .quiz:
                    quizzes.append(Score.percent(attemptAnswers.filter(\.isCorrect).count, of: attemptAnswers.count))
                case .reading:
                    continue
                }
            }
            return RecordingResults(
                recordingId: id, title: attempts.last!.recordingTitle, lastDictation: dictations.last,
                bestDictation: dictations.max(), lastQuiz: quizzes.last, bestQuiz: quizzes.max(), lastPracticed: last)
        }
        .sorted { ($0.lastPracticed, $0.recordingId) > ($1.lastPracticed, $1.recordingId) }
    }
}
