import Foundation
import Testing
@testable import LearnCore

struct PathProgressTests {
    private let path = try! LearningPath.parse("""
        stage A1-1 | One
        recording cafe | Cafe
        grammar articles | Articles
        cards Cafe | Cafe words
        stage A1-2 | Two
        grammar questions | Questions
        stage A2-1 | Three
        grammar nouns | Nouns
        """)
    private let monday = Date(timeIntervalSince1970: 1_773_000_000)

    private func best(_ percent: Int, daysLater: Double = 0) -> StoredResults.Best {
        var best = StoredResults.Best()
        best.add(percent, at: monday.addingTimeInterval(daysLater * 86_400))
        return best
    }

    private func completeFirstStage(_ results: inout StoredResults, daysLater: Double = 0) {
        results.dictations["cafe"] = best(80, daysLater: daysLater)
        results.quizzes["cafe"] = best(80, daysLater: daysLater)
        results.grammar["articles"] = best(80, daysLater: daysLater)
        results.groups["cafe"] = .init(total: 10, reviewed: 10, known: 8, lastReviewAt: monday.addingTimeInterval(daysLater * 86_400))
    }

    @Test func aRecordingNeedsEightyOnTheDictationAndOnTheQuiz() {
        var results = StoredResults()
        results.dictations["cafe"] = best(80)
        results.quizzes["cafe"] = best(79)
        #expect(!PathProgress(path: path, results: results).lessons[0].isCompleted)
        results.quizzes["cafe"] = best(80)
        #expect(PathProgress(path: path, results: results).lessons[0].isCompleted)
    }

    @Test func aGrammarTopicNeedsATestOfEighty() {
        var results = StoredResults()
        results.grammar["articles"] = best(79)
        #expect(!PathProgress(path: path, results: results).lessons[1].isCompleted)
        results.grammar["articles"] = best(80)
        #expect(PathProgress(path: path, results: results).lessons[1].isCompleted)
    }

    @Test func aCardGroupNeedsEveryCardReviewedAndEightyPercentKnown() {
        var results = StoredResults()
        results.groups["cafe"] = .init(total: 10, reviewed: 9, known: 9, lastReviewAt: monday)
        #expect(!PathProgress(path: path, results: results).lessons[2].isCompleted)
        results.groups["cafe"] = .init(total: 10, reviewed: 10, known: 7, lastReviewAt: monday)
        #expect(!PathProgress(path: path, results: results).lessons[2].isCompleted)
        results.groups["cafe"] = .init(total: 10, reviewed: 10, known: 8, lastReviewAt: monday)
        #expect(PathProgress(path: path, results: results).lessons[2].isCompleted)
    }

    @Test func anEmptyCardGroupIsNotComplete() {
        #expect(!PathProgress(path: path, results: StoredResults()).lessons[2].isCompleted)
    }

    @Test func completingEveryLessonOfAStageUnlocksTheNext() {
        var results = StoredResults()
        #expect(PathProgress(path: path, results: results).stages.map(\.state) == [.current, .locked, .locked])
        completeFirstStage(&results)
        let progress = PathProgress(path: path, results: results)
        #expect(progress.stages.map(\.state) == [.completed, .current, .locked])
        #expect(progress.nextLesson?.lesson.id == "A1-2.1")
        #expect(progress.percent == 60)
    }

    @Test func aLessonDoneAheadShowsInItsLockedStage() {
        var results = StoredResults()
        results.grammar["nouns"] = best(100)
        let progress = PathProgress(path: path, results: results)
        #expect(progress.stages[2].state == .locked)
        #expect(progress.stages[2].lessons[0].isCompleted)
    }

    @Test func aMarkedLessonCompletesAndSaysSo() {
        var results = StoredResults()
        results.marked["A1-2.1"] = monday
        let lesson = PathProgress(path: path, results: results).lessons[3]
        #expect(lesson.isCompleted)
        #expect(lesson.isMarked)
    }

    @Test func theCurrentStagePercentCountsItsLessons() {
        var results = StoredResults()
        results.grammar["articles"] = best(90)
        #expect(PathProgress(path: path, results: results).currentStage?.percent == 33)
    }
}
