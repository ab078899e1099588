import Foundation
import GRDB

/// The results progress is computed from, read in one go for one account: best scores per
/// recording, grammar topic and card group of the path, learning days and a few counts.
struct StoredResults {
    /// A best score and when it was first reached at the level a rule asks for.
    struct Best {
        var percent = 0
        /// When a finished attempt first reached 80 % (nil if none did).
        var reached80At: Date?
    }

    /// Cards of one group: how many, how many reviewed at least once, how many known (last answer Know).
    struct GroupCards {
        var total = 0
        var reviewed = 0
        var known = 0
        var lastReviewAt: Date?
    }

    var dictations: [String: Best] = [:]
    var quizzes: [String: Best] = [:]
    var grammar: [String: Best] = [:]
    var groups: [String: GroupCards] = [:]
    var marked: [String: Date] = [:]
    /// Articles read to the end, by key: when.
    var articlesRead: [String: Date] = [:]
    /// Best scores on articles' questions, by key.
    var articleQuizzes: [String: Best] = [:]
    var days: [CalendarDay] = []
    var recordingsDictatedAt90 = 0
    var perfectQuizzes = 0
    var cardsKnown = 0
    var speakingAt90 = 0
    var accountCreatedAt: Date?

    /// Reads `accountId`'s results; `cardGroups` are the group names whose cards are counted.
    static func read(_ db: Database, accountId: Int64, cardGroups: Set<String>) throws -> StoredResults {
        var results = StoredResults()
        let rows = try Row.fetchAll(db, sql: """
            SELECT a.recordingId, SUM(l.points) AS points, SUM(l.wordCount + l.extraCount) AS words, a.finishedAt
            FROM practiceAttempt a JOIN dictationLine l ON l.attemptId = a.id
            WHERE a.accountId = ? AND a.kind = 'dictation' AND a.finishedAt IS NOT NULL AND a.retryOf IS NULL
            GROUP BY a.id
            """, arguments: [accountId])
        for row in rows {
            let words: Int = row["words"]
            let points: Double = row["points"]
            let percent = words == 0 ? 100 : Int((points / Double(words) * 100).rounded())
            results.dictations[row["recordingId"], default: Best()].add(percent, at: row["finishedAt"])
        }
        for row in try Row.fetchAll(db, sql: """
            SELECT a.recordingId, SUM(q.isCorrect) AS correct, COUNT(*) AS total, a.finishedAt
            FROM practiceAttempt a JOIN quizAnswer q ON q.attemptId = a.id
            WHERE a.accountId = ? AND a.kind = 'quiz' AND a.finishedAt IS NOT NULL AND a.retryOf IS NULL
            GROUP BY a.id
            """, arguments: [accountId]) {
            let percent = Score.percent(row["correct"], of: row["total"])
            results.quizzes[row["recordingId"], default: Best()].add(percent, at: row["finishedAt"])
        }
        for row in try Row.fetchAll(db, sql: """
            SELECT g.topicSlug, SUM(x.isCorrect) AS correct, COUNT(*) AS total, g.finishedAt
            FROM grammarAttempt g JOIN grammarAnswer x ON x.attemptId = g.id
            WHERE g.accountId = ? AND g.finishedAt IS NOT NULL AND g.topicSlug IS NOT NULL
            GROUP BY g.id
            """, arguments: [accountId]) {
            let percent = Score.percent(row["correct"], of: row["total"])
            results.grammar[row["topicSlug"], default: Best()].add(percent, at: row["finishedAt"])
        }
        for row in try Row.fetchAll(db, sql: """
            SELECT a.recordingId, SUM(q.isCorrect) AS correct, COUNT(*) AS total, a.finishedAt
            FROM practiceAttempt a JOIN quizAnswer q ON q.attemptId = a.id
            WHERE a.accountId = ? AND a.kind = 'reading' AND a.finishedAt IS NOT NULL
            GROUP BY a.id
            """, arguments: [accountId]) {
            let percent = Score.percent(row["correct"], of: row["total"])
            results.articleQuizzes[row["recordingId"], default: Best()].add(percent, at: row["finishedAt"])
        }
        for row in try Row.fetchAll(db, sql: """
            SELECT articleKey, finishedAt FROM articleReading WHERE accountId = ? AND finishedAt IS NOT NULL
            """, arguments: [accountId]) {
            results.articlesRead[row["articleKey"]] = row["finishedAt"]
        }
        results.recordingsDictatedAt90 = results.dictations.values.filter { $0.percent >= 90 }.count
        results.perfectQuizzes = results.quizzes.values.filter { $0.percent >= 100 }.count

        // The last answer to each card: the review with the highest ID.
        let latest = """
            SELECT cardId, rating, MAX(id) FROM cardReview WHERE accountId = ? GROUP BY cardId
            """
        results.cardsKnown = try Int.fetchOne(
            db, sql: "SELECT COUNT(*) FROM (\(latest)) WHERE rating >= 3", arguments: [accountId]) ?? 0
        if !cardGroups.isEmpty {
            let names = cardGroups.map { _ in "?" }.joined(separator: ", ")
            var arguments: StatementArguments = [accountId]
            arguments += StatementArguments(cardGroups.map { $0.lowercased() })
            for row in try Row.fetchAll(db, sql: """
                SELECT lower(g.name) AS name, COUNT(c.id) AS total, SUM(c.reps > 0) AS reviewed,
                       SUM((SELECT r.rating FROM cardReview r WHERE r.cardId = c.id ORDER BY r.id DESC LIMIT 1) >= 3) AS known,
                       MAX(c.lastReview) AS lastReview
                FROM cardGroup g JOIN card c ON c.groupId = g.id
                WHERE g.accountId = ? AND lower(g.name) IN (\(names))
                GROUP BY lower(g.name)
                """, arguments: arguments) {
                results.groups[row["name"]] = GroupCards(
                    total: row["total"], reviewed: row["reviewed"] ?? 0, known: row["known"] ?? 0,
                    lastReviewAt: row["lastReview"])
            }
        }
        results.speakingAt90 = try Int.fetchOne(db, sql: """
            SELECT COUNT(*) FROM speakingAttempt WHERE accountId = ? AND isTheSentence AND score >= 90
            """, arguments: [accountId]) ?? 0
        for row in try Row.fetchAll(db, sql: "SELECT lessonId, markedAt FROM markedLesson WHERE accountId = ?",
                                    arguments: [accountId]) {
            results.marked[row["lessonId"]] = row["markedAt"]
        }
        results.days = try String.fetchAll(db, sql: "SELECT day FROM learningDay WHERE accountId = ?",
                                           arguments: [accountId]).compactMap(CalendarDay.init)
        results.accountCreatedAt = try Date.fetchOne(db, sql: "SELECT createdAt FROM account WHERE id = ?",
                                                     arguments: [accountId])
        return results
    }
}

extension StoredResults.Best {
    mutating func add(_ percent: Int, at finishedAt: Date?) {
        self.percent = max(self.percent, percent)
        if percent >= 80, let finishedAt, reached80At.map({ finishedAt < $0 }) ?? true {
            reached80At = finishedAt
        }
    }
}
