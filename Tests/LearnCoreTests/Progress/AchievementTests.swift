import Foundation
import Testing
@testable import LearnCore

/// Each badge's rule, one by one, on results built in memory.
struct AchievementTests {
    private let path = try! LearningPath.parse("""
        stage A1-1 | One
        grammar articles | Articles
        grammar questions | Questions
        stage A1-2 | Two
        grammar nouns | Nouns
        grammar verbs | Verbs
        """)
    private let start = Date(timeIntervalSince1970: 1_773_000_000)

    private func reached(_ id: String, _ results: StoredResults, today: CalendarDay = CalendarDay(year: 2026, month: 3, day: 10)) -> Bool {
        let achievement = Achievement.named(id)!
        let progress = PathProgress(path: path, results: results)
        let (current, target) = achievement.goal.measure(path: progress, streak: Streak(days: results.days, today: today), results: results)
        return target > 0 && current >= target
    }

    private func pass(_ slugs: [String], _ results: inout StoredResults, daysLater: Double = 1) {
        for slug in slugs {
            var best = StoredResults.Best()
            best.add(85, at: start.addingTimeInterval(daysLater * 86_400))
            results.grammar[slug] = best
        }
    }

    private func withCreation() -> StoredResults {
        var results = StoredResults()
        results.accountCreatedAt = start
        return results
    }

    @Test func firstStepsNeedsOneLesson() {
        var results = withCreation()
        #expect(!reached("first-steps", results))
        pass(["articles"], &results)
        #expect(reached("first-steps", results))
    }

    @Test func halfwayHeroNeedsHalfThePath() {
        var results = withCreation()
        pass(["articles"], &results)
        #expect(!reached("halfway-hero", results))
        pass(["questions"], &results)
        #expect(reached("halfway-hero", results))
    }

    @Test func grandMasterNeedsEveryLesson() {
        var results = withCreation()
        pass(["articles", "questions", "nouns"], &results)
        #expect(!reached("grand-master", results))
        pass(["verbs"], &results)
        #expect(reached("grand-master", results))
    }

    @Test func grammarAceNeedsEveryTopicOfThePathAtEighty() {
        var results = withCreation()
        pass(["articles", "questions", "nouns"], &results)
        #expect(!reached("grammar-ace", results))
        pass(["verbs"], &results)
        #expect(reached("grammar-ace", results))
    }

    @Test func theStreakBadgesNeedThreeSevenAndThirtyDaysInARow() {
        var results = withCreation()
        let first = CalendarDay(year: 2026, month: 3, day: 1)
        results.days = (0..<2).map { first.adding(days: $0) }
        #expect(!reached("dedicated", results))
        results.days = (0..<3).map { first.adding(days: $0) }
        #expect(reached("dedicated", results))
        #expect(!reached("week-warrior", results))
        results.days = (0..<7).map { first.adding(days: $0) }
        #expect(reached("week-warrior", results))
        results.days = (0..<29).map { first.adding(days: $0) } + [first.adding(days: 30)]
        #expect(!reached("streak-legend", results))
        results.days = (0..<30).map { first.adding(days: $0) }
        #expect(reached("streak-legend", results))
    }

    @Test func keenEarNeedsTenRecordingsDictatedAtNinety() {
        var results = withCreation()
        results.recordingsDictatedAt90 = 9
        #expect(!reached("keen-ear", results))
        results.recordingsDictatedAt90 = 10
        #expect(reached("keen-ear", results))
    }

    @Test func sharpListenerNeedsTenPerfectQuizzes() {
        var results = withCreation()
        results.perfectQuizzes = 9
        #expect(!reached("sharp-listener", results))
        results.perfectQuizzes = 10
        #expect(reached("sharp-listener", results))
    }

    @Test func wordHoardNeedsFiveHundredCardsKnown() {
        var results = withCreation()
        results.cardsKnown = 499
        #expect(!reached("word-hoard", results))
        results.cardsKnown = 500
        #expect(reached("word-hoard", results))
    }

    @Test func clearVoiceNeedsTwentyFiveSentencesAtNinety() {
        var results = withCreation()
        results.speakingAt90 = 24
        #expect(!reached("clear-voice", results))
        results.speakingAt90 = 25
        #expect(reached("clear-voice", results))
    }

    @Test func speedLearnerNeedsAStageWithinAWeekOfReachingIt() {
        var slow = withCreation()
        pass(["articles", "questions"], &slow, daysLater: 8)
        #expect(!reached("speed-learner", slow))
        var fast = withCreation()
        pass(["articles", "questions"], &fast, daysLater: 6)
        #expect(reached("speed-learner", fast))
    }

    @Test func everyBadgeHasAUniqueIDAndEachCategoryHasOne() {
        #expect(Set(Achievement.all.map(\.id)).count == Achievement.all.count)
        #expect(Set(Achievement.all.map(\.category)) == Set(AchievementCategory.allCases))
    }
}
