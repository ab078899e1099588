import Foundation
import GRDB
import Localization

/// A learner's progress as the screens show it: the path, the streak, the badges, and what to
/// do today. Everything is computed from the results the modules store.
public struct LearningProgress: AccountScoped {
    public let scope: AccountScope
    public let path: LearningPath
    public let timeZone: TimeZone

    public init(database: LearnDatabase, account: Account, clock: LearnClock,
                path: LearningPath = ProgressLedger.path, timeZone: TimeZone = ProgressLedger.timeZone) {
        scope = AccountScope(database: database, account: account, clock: clock)
        self.path = path
        self.timeZone = timeZone
    }

    /// Today where the learner is.
    public var today: CalendarDay { CalendarDay(clock.now(), in: timeZone) }

    /// The path, the streak and the badges now.
    public func snapshot() throws -> ProgressSnapshot {
        try database.read { db in try ProgressSnapshot.read(db, accountId: account.id, path: path, today: today) }
    }

    /// What the home screen shows: the snapshot and today's suggestions.
    public func home() throws -> HomeReport {
        let now = clock.now()
        return try database.read { db in
            let snapshot = try ProgressSnapshot.read(db, accountId: account.id, path: path, today: today)
            let due = try Int.fetchOne(db, sql: """
                SELECT COUNT(*) FROM card WHERE accountId = ? AND state <> 'new' AND due <= ?
                """, arguments: [account.id, now]) ?? 0
            let newCards = try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM card WHERE accountId = ? AND state = 'new'",
                                            arguments: [account.id]) ?? 0
            let review = try Row.fetchOne(db, sql: """
                SELECT g.topicSlug, g.title FROM grammarAnswer x JOIN grammarAttempt g ON g.id = x.attemptId
                WHERE x.accountId = ? AND x.isCorrect = 0 AND g.topicSlug IS NOT NULL
                ORDER BY x.answeredAt DESC, x.id DESC LIMIT 1
                """, arguments: [account.id])
            let name = try String.fetchOne(db, sql: "SELECT displayName FROM account WHERE id = ?", arguments: [account.id])
            return HomeReport(
                snapshot: snapshot, displayName: name, cardsDue: due, newCards: newCards,
                grammarToReview: review.map { HomeReport.GrammarTopic(slug: $0["topicSlug"], title: $0["title"]) })
        }
    }

    /// Marks `lessonId` complete (material done elsewhere) and stores the badges it earns.
    /// Returns the lesson; throws when there is no such lesson.
    @discardableResult
    public func markComplete(_ lessonId: String) throws -> PathLesson {
        guard let lesson = path.lesson(lessonId) else {
            throw ProgressError.unknownLesson(lessonId, suggestions: path.lessons.map(\.id))
        }
        let now = clock.now()
        try database.write { db in
            try db.execute(sql: "INSERT OR IGNORE INTO markedLesson (accountId, lessonId, markedAt) VALUES (?, ?, ?)",
                           arguments: [account.id, lesson.id, now])
            try ProgressLedger.unlockAchievements(db, accountId: account.id, at: now)
        }
        return lesson
    }

    /// The badges earned since they were last shown, oldest first; they count as shown from now on.
    public func takeNewBadges() throws -> [Achievement] {
        try database.write { db in
            let ids = try String.fetchAll(db, sql: """
                SELECT achievementId FROM earnedAchievement WHERE accountId = ? AND NOT announced ORDER BY earnedAt, achievementId
                """, arguments: [account.id])
            try db.execute(sql: "UPDATE earnedAchievement SET announced = 1 WHERE accountId = ? AND NOT announced",
                           arguments: [account.id])
            return ids.compactMap(Achievement.named)
        }
    }
}

/// The home screen's data.
public struct HomeReport: Sendable {
    /// A grammar topic to go over again.
    public struct GrammarTopic: Sendable, Equatable {
        public let slug: String
        public let title: String
    }

    public let snapshot: ProgressSnapshot
    public let displayName: String?
    /// Studied cards due now.
    public let cardsDue: Int
    /// Cards never studied.
    public let newCards: Int
    /// The topic of the most recent wrong answer in a topic test.
    public let grammarToReview: GrammarTopic?
}

/// A progress request that cannot be carried out.
public enum ProgressError: Error, Equatable, CustomStringConvertible, LocalizedError {
    case unknownLesson(String, suggestions: [String])
    case unknownStage(String, stages: [String])

    public var description: String {
        switch self {
        case .unknownLesson(let id, _):
            tr("There is no lesson “%s” on the path; `learnctl path` lists the stages and `learnctl path STAGE` their lessons.", id)
        case .unknownStage(let id, let stages):
            tr("There is no stage “%s”; the stages are %s.", id, stages.joined(separator: ", "))
        }
    }

    public var errorDescription: String? { description }
}
