import Foundation
import GRDB

/// Keeps progress up to date as results are stored: the modules call
/// ``recordActivity(_:accountId:at:)`` inside the transaction that stores a result, so the
/// learning day and any badge it earns are stored with it, or not at all.
public enum ProgressLedger {
    /// The time zone learning days are counted in: the process's (`TZ`), where the learner is.
    public static let timeZone: TimeZone = .current

    /// The path badges are measured on: the bundled one, read once; an empty path when there is
    /// none (then only the badges that do not depend on it can be earned).
    public static let path: LearningPath = (try? LearningPath.bundled()) ?? LearningPath(stages: [])

    /// Notes that `accountId` learned at `moment` and stores the badges now earned (not yet
    /// announced; see ``LearningProgress/takeNewBadges()``).
    public static func recordActivity(_ db: Database, accountId: Int64, at moment: Date) throws {
        let day = CalendarDay(moment, in: timeZone)
        try db.execute(sql: "INSERT OR IGNORE INTO learningDay (accountId, day, firstActivityAt) VALUES (?, ?, ?)",
                       arguments: [accountId, day.description, moment])
        try unlockAchievements(db, accountId: accountId, at: moment)
    }

    /// Stores every badge whose rule `accountId` now meets and that is not stored yet.
    static func unlockAchievements(_ db: Database, accountId: Int64, at moment: Date) throws {
        let snapshot = try ProgressSnapshot.read(db, accountId: accountId, path: path, today: CalendarDay(moment, in: timeZone))
        for status in snapshot.achievements where !status.isEarned && status.isReached {
            try db.execute(sql: """
                INSERT OR IGNORE INTO earnedAchievement (accountId, achievementId, earnedAt, announced) VALUES (?, ?, ?, 0)
                """, arguments: [accountId, status.achievement.id, moment])
        }
    }
}
