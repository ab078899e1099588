import Foundation
import GRDB

/// Everything progress knows about one account at one moment: the path, the streak and where
/// each badge stands. Computed from the stored results in one read.
public struct ProgressSnapshot: Sendable {
    public let path: PathProgress
    public let streak: Streak
    /// Every badge in ``Achievement/all`` order, earned or not.
    public let achievements: [AchievementStatus]
    /// Learning days in total.
    public let learningDays: Int

    /// Reads `accountId`'s results and evaluates them on `today`.
    static func read(_ db: Database, accountId: Int64, path: LearningPath, today: CalendarDay) throws -> ProgressSnapshot {
        let groups = Set(path.lessons.filter { $0.kind == .cards }.map(\.reference))
        let results = try StoredResults.read(db, accountId: accountId, cardGroups: groups)
        let progress = PathProgress(path: path, results: results)
        let streak = Streak(days: results.days, today: today)
        var earned: [String: Date] = [:]
        for row in try Row.fetchAll(db, sql: "SELECT achievementId, earnedAt FROM earnedAchievement WHERE accountId = ?",
                                    arguments: [accountId]) {
            earned[row["achievementId"]] = row["earnedAt"]
        }
        let achievements = Achievement.all.map { achievement in
            let (current, target) = achievement.goal.measure(path: progress, streak: streak, results: results)
            return AchievementStatus(achievement: achievement, earnedAt: earned[achievement.id], current: current, target: target)
        }
        return ProgressSnapshot(path: progress, streak: streak, achievements: achievements,
                                learningDays: Set(results.days).count)
    }
}

extension AchievementGoal {
    /// Where the learner stands on this goal: `current` of `target`; reached when current ≥ target > 0.
    func measure(path: PathProgress, streak: Streak, results: StoredResults) -> (current: Int, target: Int) {
        switch self {
        case .lessons(let target):
            let total = path.totalLessons
            let wanted = switch target {
            case .count(let count): min(count, total)
            case .half: (total + 1) / 2
            case .all: total
            }
            return (min(path.completedLessons, wanted), wanted)
        case .streakDays(let days): return (min(streak.longest, days), days)
        case .recordingsDictated(let count): return (min(results.recordingsDictatedAt90, count), count)
        case .perfectQuizzes(let count): return (min(results.perfectQuizzes, count), count)
        case .cardsKnown(let count): return (min(results.cardsKnown, count), count)
        case .sentencesSpoken(let count): return (min(results.speakingAt90, count), count)
        case .everyGrammarTopic:
            let topics = path.lessons.filter { $0.lesson.kind == .grammar }
            let passed = topics.filter { status in
                if case .grammar(let best?) = status.measure { return best >= LessonStatus.threshold }
                return false
            }
            return (passed.count, topics.count)
        case .stageWithinDays(let days):
            let fast = path.stages.contains { stage in
                guard let completed = stage.completedAt, let unlocked = stage.unlockedAt else { return false }
                return completed.timeIntervalSince(unlocked) < Double(days) * 86_400
            }
            return (fast ? 1 : 0, 1)
        }
    }
}

extension AchievementStatus {
    /// Whether the measure has reached the target (whether or not it is stored as earned yet).
    var isReached: Bool { target > 0 && current >= target }
}
