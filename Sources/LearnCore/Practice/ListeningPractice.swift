import Foundation
import GRDB

/// One account's listening practice: dictations and quizzes on recordings, their results, and the
/// flash cards made of missed lines.
public struct ListeningPractice: AccountScoped {
    public let scope: AccountScope

    public init(account: Account, database: LearnDatabase, clock: LearnClock) {
        scope = AccountScope(database: database, account: account, clock: clock)
    }

    // MARK: Dictation

    /// A new dictation of `lines` (every line of the transcript, or only those numbered in `only`).
    ///
    /// A dictation of only some lines (`learnctl practice dictation --mistakes`) is practice, not a
    /// result of the whole recording: unless `retryOf` says otherwise, it retries the latest dictation.
    public func startDictation(of recording: PracticeRecording, lines: [DictationLine], only: [Int]? = nil,
                               retryOf: Int64? = nil) throws -> DictationSession {
        let items = only.map { wanted in lines.map(\.index).filter(wanted.contains) } ?? lines.map(\.index)
        guard !items.isEmpty else { throw PracticeError.noLines(title: recording.title) }
        var retryOf = retryOf
        if only != nil, retryOf == nil {
            retryOf = try database.read { db in
                try PracticeAttempt.owned(by: account).of(.dictation, recordingId: recording.id)
                    .newestFirst(by: PracticeAttempt.Columns.startedAt).fetchOne(db)?.id
            }
        }
        let attempt = try insertAttempt(.dictation, of: recording, items: items, seed: 0, retryOf: retryOf)
        return DictationSession(attempt: attempt, results: [], transcript: lines, database: database, clock: clock)
    }

    /// The latest unfinished dictation of the recording, at its first line not checked.
    public func resumeDictation(of recording: PracticeRecording, lines: [DictationLine]) throws -> DictationSession {
        let found = try database.read { db -> (PracticeAttempt, [DictationLineResult])? in
            guard let attempt = try unfinished(.dictation, of: recording, db: db) else { return nil }
            let results = try DictationLineResult.owned(by: account)
                .filter(DictationLineResult.Columns.attemptId == attempt.id)
                .order(DictationLineResult.Columns.checkedAt, Column("id"))
                .fetchAll(db)
            return (attempt, results)
        }
        guard let (attempt, results) = found else {
            throw PracticeError.nothingToResume(kind: .dictation, title: recording.title)
        }
        return DictationSession(attempt: attempt, results: results, transcript: lines, database: database, clock: clock)
    }

    /// A new dictation of only the lines `session` got wrong; nil when it got none wrong.
    public func retryMistakes(of session: DictationSession, recording: PracticeRecording,
                              lines: [DictationLine]) throws -> DictationSession? {
        let wrong = session.summary.linesWithMistakes
        guard !wrong.isEmpty else { return nil }
        return try startDictation(of: recording, lines: lines, only: wrong, retryOf: session.attempt.id)
    }

    // MARK: Quiz

    /// A new quiz with every question, in order; the options are shuffled by `seed`.
    /// `kind` is `.reading` for an article's questions (`recording` naming the article).
    public func startQuiz(of recording: PracticeRecording, questions: [QuizQuestion], seed: UInt64,
                          kind: PracticeAttempt.Kind = .quiz) throws -> QuizSession {
        guard !questions.isEmpty else { throw PracticeError.noQuestions(title: recording.title) }
        let attempt = try insertAttempt(kind, of: recording, items: Array(questions.indices),
                                        seed: Int64(bitPattern: seed), retryOf: nil)
        return QuizSession(attempt: attempt, answers: [], questions: questions, database: database, clock: clock)
    }

    /// The latest unfinished quiz on the recording, at its first question not checked.
    public func resumeQuiz(of recording: PracticeRecording, questions: [QuizQuestion],
                           kind: PracticeAttempt.Kind = .quiz) throws -> QuizSession {
        let found = try database.read { db -> (PracticeAttempt, [QuizAnswer])? in
            guard let attempt = try unfinished(kind, of: recording, db: db) else { return nil }
            let answers = try QuizAnswer.owned(by: account)
                .filter(QuizAnswer.Columns.attemptId == attempt.id)
                .order(QuizAnswer.Columns.position)
                .fetchAll(db)
            return (attempt, answers)
        }
        guard let (attempt, answers) = found else {
            throw PracticeError.nothingToResume(kind: .quiz, title: recording.title)
        }
        return QuizSession(attempt: attempt, answers: answers, questions: questions, database: database, clock: clock)
    }

    // MARK: Results

    /// Per recording practised: the last and best dictation and quiz results, the latest first.
    public func history() throws -> [RecordingResults] {
        try database.read { db in
            let attempts = try PracticeAttempt.owned(by: account).filter(PracticeAttempt.Columns.kind != PracticeAttempt.Kind.reading.rawValue)
                .order(Column("startedAt"), Column("id")).fetchAll(db)
            let lines = try DictationLineResult.owned(by: account).fetchAll(db)
            let answers = try QuizAnswer.owned(by: account).fetchAll(db)
            return RecordingResults.summarise(
                attempts: attempts, lines: Dictionary(grouping: lines, by: \.attemptId),
                answers: Dictionary(grouping: answers, by: \.attemptId))
        }
    }

    /// The lines of a recording whose latest dictation check had a mistake, in transcript order.
    public func missedLines(recordingId: String) throws -> [DictationLineResult] {
        try database.read { db in
            let results = try DictationLineResult.fetchAll(db, sql: """
                SELECT dictationLine.* FROM dictationLine
                JOIN practiceAttempt ON practiceAttempt.id = dictationLine.attemptId
                WHERE dictationLine.accountId = ? AND practiceAttempt.recordingId = ?
                ORDER BY dictationLine.checkedAt, dictationLine.id
                """, arguments: [account.id, recordingId])
            var latest: [Int: DictationLineResult] = [:]
            for result in results { latest[result.lineIndex] = result }
            return latest.values.filter { !$0.isPerfect }.sorted { $0.lineIndex < $1.lineIndex }
        }
    }

    // MARK: Helpers

    private func insertAttempt(_ kind: PracticeAttempt.Kind, of recording: PracticeRecording, items: [Int], seed: Int64,
                               retryOf: Int64?) throws -> PracticeAttempt {
        var attempt = PracticeAttempt(
            id: nil, accountId: account.id, kind: kind, recordingId: recording.id, recordingTitle: recording.title,
            level: recording.level, items: items, seed: seed, retryOf: retryOf, startedAt: clock.now(), finishedAt: nil)
        try database.write { db in try attempt.insert(db) }
        return attempt
    }

    private func unfinished(_ kind: PracticeAttempt.Kind, of recording: PracticeRecording, db: Database) throws -> PracticeAttempt? {
        try PracticeAttempt.owned(by: account)
            .of(kind, recordingId: recording.id)
            .filter(PracticeAttempt.Columns.finishedAt == nil)
            .newestFirst(by: PracticeAttempt.Columns.startedAt)
            .fetchOne(db)
    }
}
