import Foundation
import GRDB
import Testing
@testable import LearnCore

struct GrammarPracticeTests {
    @Test func testsAskTheLeastAnsweredQuestionsFirst() async throws {
        let fixture = try GrammarFixture()
        let practice = try fixture.practice(try await fixture.signUp("ada@example.com"))
        var first = try practice.startTest(topicNamed: "Numbers", count: 2, seed: 7)
        let firstIDs = try first.answer([true, false]).questions.map(\.question.id)
        var second = try practice.startTest(topicNamed: "Numbers", count: 3, seed: 7)
        let secondIDs = try second.answer([true, true, true]).questions.map(\.question.id)

        #expect(firstIDs.count == 2)
        #expect(Set(firstIDs).isDisjoint(with: secondIDs))
        #expect(Set(firstIDs + secondIDs).count == 5)

        var third = try practice.startTest(topicNamed: "Numbers", count: 10, seed: 7)
        #expect(third.attempt.questionIds.count == 5, "a test has at most every question of its topic")
        #expect(try third.start().questions.first?.total == 5)
    }

    @Test func resumeContinuesAfterTheLastCheckedQuestionWithTheSameOptions() async throws {
        let fixture = try GrammarFixture()
        let account = try await fixture.signUp("ada@example.com")
        var session = try fixture.practice(account).startTest(topicNamed: "numbers", count: 4, seed: 9)
        var events = try session.answer([false, true], continueAfterLast: true)
        let shown = try #require(events.questions.last)
        _ = try session.handle(.choose(1))
        _ = try session.handle(.quit)

        var resumed = try fixture.practice(account, at: 3600).resume()
        #expect(resumed.attempt.id == session.attempt.id)
        events = try resumed.answer([true, true], continueAfterLast: true)
        #expect(events.questions.first == shown, "the third question again, unchecked, options in the same order")
        let summary = try #require(events.summary)
        #expect((summary.correct, summary.incorrect) == (3, 1))
        #expect(throws: GrammarError.nothingToResume) { try fixture.practice(account).resume() }
    }

    @Test func aQuestionAnsweredInAnotherRunOfTheSameAttemptIsNotAnsweredTwice() async throws {
        let fixture = try GrammarFixture()
        let account = try await fixture.signUp("ada@example.com")
        _ = try fixture.practice(account).startTest(topicNamed: "numbers", count: 3, seed: 1)
        var here = try fixture.practice(account).resume()
        var there = try fixture.practice(account).resume()
        _ = try here.answer([true])
        _ = try there.start()
        _ = try there.handle(.choose(1))
        #expect(throws: GrammarError.answeredElsewhere) { try there.handle(.check) }
        #expect(try fixture.practice(account).history().first?.answered == 1)
    }

    @Test func resumePicksTheLatestUnfinishedAttempt() async throws {
        let fixture = try GrammarFixture()
        let account = try await fixture.signUp("ada@example.com")
        var older = try fixture.practice(account, at: 0).startTest(topicNamed: "numbers", seed: 1)
        _ = try older.answer([true])
        var newer = try fixture.practice(account, at: 60).startTest(topicNamed: "colours", seed: 1)
        _ = try newer.answer([true])
        var finished = try fixture.practice(account, at: 120).startTest(topicNamed: "numbers", count: 1, seed: 1)
        _ = try finished.answer([true])

        #expect(try fixture.practice(account).resume().attempt.title == "Colours")
    }

    @Test func historyAndTopicsShowScoresOfFinishedTests() async throws {
        let fixture = try GrammarFixture()
        let account = try await fixture.signUp("ada@example.com")
        var perfect = try fixture.practice(account, at: 0).startTest(topicNamed: "colours", count: 2, seed: 1)
        _ = try perfect.answer([true, true])
        var half = try fixture.practice(account, at: 60).startTest(topicNamed: "colours", count: 2, seed: 1)
        _ = try half.answer([true, false])
        var unfinished = try fixture.practice(account, at: 120).startTest(topicNamed: "numbers", count: 3, seed: 1)
        _ = try unfinished.answer([true])

        let practice = try fixture.practice(account)
        let history = try practice.history()
        #expect(history.map(\.attempt.title) == ["Numbers", "Colours", "Colours"])
        #expect(history.map(\.isFinished) == [false, true, true])
        #expect(history.map(\.answered) == [1, 2, 2])
        #expect(history.map(\.correct) == [1, 1, 2])
        #expect(history.map(\.percent) == [100, 50, 100])
        #expect(history[1].attempt.finishedAt == AuthFixture.start.addingTimeInterval(60))

        let topics = try practice.topicOverviews()
        #expect(topics.map(\.topic.name) == ["Colours", "Numbers"])
        #expect(topics.map(\.bestPercent) == [100, nil])
        #expect(topics.map(\.lastTaken) == [AuthFixture.start.addingTimeInterval(60), AuthFixture.start.addingTimeInterval(120)])
    }

    @Test func reviewAsksTheQuestionsAnsweredWronglyUntilTheyAreRight() async throws {
        let fixture = try GrammarFixture()
        let account = try await fixture.signUp("ada@example.com")
        let practice = try fixture.practice(account)
        #expect(try practice.startReview(topicNamed: nil, seed: 1) == nil)

        var numbers = try practice.startTest(topicNamed: "numbers", count: 5, seed: 5)
        let numberResults = try numbers.answer([false, true, false, true, true]).results
        var colours = try practice.startTest(topicNamed: "colours", count: 3, seed: 5)
        let colourResults = try colours.answer([true, true, false]).results
        let wrongNumbers = numberResults.filter { !$0.isCorrect }.map(\.question.question.id)
        let wrongColours = colourResults.filter { !$0.isCorrect }.map(\.question.question.id)

        var review = try #require(try practice.startReview(topicNamed: nil, seed: 1))
        #expect(review.attempt.kind == .review)
        #expect(review.attempt.title == "Review")
        #expect(Set(review.attempt.questionIds) == Set(wrongNumbers + wrongColours))
        let coloursOnly = try #require(try practice.startReview(topicNamed: "colours", seed: 1))
        #expect(coloursOnly.attempt.questionIds == wrongColours)
        #expect(coloursOnly.attempt.title == "Review: Colours")

        let reviewResults = try review.answer([true, false, true], continueAfterLast: true).results
        let stillWrong = reviewResults.filter { !$0.isCorrect }.map(\.question.question.id)
        #expect(stillWrong.count == 1)
        let next = try #require(try practice.startReview(topicNamed: nil, seed: 2))
        #expect(next.attempt.questionIds == stillWrong)

        var last = next
        _ = try last.answer([true])
        #expect(try practice.startReview(topicNamed: nil, seed: 3) == nil)
    }

    @Test func anImportedTopicJoinsTheAccountsBank() async throws {
        let fixture = try GrammarFixture()
        let ada = try await fixture.signUp("ada@example.com")
        let text = GrammarFixture.topicText(name: "Phrasal Verbs", slug: "phrasal-verbs", count: 4)
        let imported = try fixture.practice(ada, at: 10).importTopic(text: text, path: "/home/ada/phrasal-verbs.gift")
        #expect(imported.replaced == false)
        #expect(imported.topic.name == "Phrasal Verbs")

        let practice = try fixture.practice(ada)
        let topic = try practice.bank.topic(named: "phrasal verbs")
        #expect(topic.isImported)
        #expect(topic.questions.count == 4)
        #expect(try practice.topicOverviews().map(\.topic.name) == ["Colours", "Numbers", "Phrasal Verbs"])
        var session = try practice.startTest(topicNamed: "phrasal-verbs", seed: 1)
        #expect(try session.answer([true, true, true, true], continueAfterLast: true).summary?.correct == 4)
    }

    @Test func aFaultyImportNamesEveryLineAndStoresNothing() async throws {
        let fixture = try GrammarFixture()
        let ada = try await fixture.signUp("ada@example.com")
        let text = GrammarFixture.topicText(name: "Numbers", slug: "phrasal-verbs", count: 3)
            .replacingOccurrences(of: "~wrong 2 a", with: "=wrong 2 a")
            .replacingOccurrences(of: "Numbers question 3", with: "numbers QUESTION 1")
        #expect(throws: GIFTError(problems: [
            GIFTProblem(fileName: "in/phrasal-verbs.gift", line: 10,
                        message: "question phrasal-verbs-02 has 2 correct ('=') options (need exactly 1)"),
        ])) {
            try fixture.practice(ada).importTopic(text: text, path: "in/phrasal-verbs.gift")
        }

        let clashing = text.replacingOccurrences(of: "=wrong 2 a", with: "~wrong 2 a")
        #expect(throws: GIFTError(problems: [
            GIFTProblem(fileName: "in/phrasal-verbs.gift", line: 1,
                        message: "the topic name 'Numbers' is already used by numbers.gift"),
            GIFTProblem(fileName: "in/phrasal-verbs.gift", line: 3,
                        message: "duplicate prompt (first at numbers.gift:3)"),
            GIFTProblem(fileName: "in/phrasal-verbs.gift", line: 10,
                        message: "duplicate prompt (first at numbers.gift:10)"),
            GIFTProblem(fileName: "in/phrasal-verbs.gift", line: 17,
                        message: "duplicate prompt (first at numbers.gift:3)"),
        ])) {
            try fixture.practice(ada).importTopic(text: clashing, path: "in/phrasal-verbs.gift")
        }
        let stored = try fixture.auth.database.read { try ImportedTopic.fetchCount($0) }
        #expect(stored == 0)
    }

    @Test func importingTheSameTopicNameAgainReplacesIt() async throws {
        let fixture = try GrammarFixture()
        let ada = try await fixture.signUp("ada@example.com")
        _ = try fixture.practice(ada).importTopic(
            text: GrammarFixture.topicText(name: "Phrasal Verbs", slug: "phrasal-verbs", count: 4), path: "phrasal-verbs.gift")
        let again = try fixture.practice(ada).importTopic(
            text: GrammarFixture.topicText(name: "phrasal verbs", slug: "phrasal-verbs", count: 2), path: "phrasal-verbs.gift")
        #expect(again.replaced)
        let topic = try fixture.practice(ada).bank.topic(named: "phrasal-verbs")
        #expect(topic.questions.count == 2)
        #expect(try fixture.auth.database.read { try ImportedTopic.fetchCount($0) } == 1)
    }

    @Test func twoAccountsNeverSeeEachOthersTopicsAttemptsOrMistakes() async throws {
        let fixture = try GrammarFixture()
        let ada = try await fixture.signUp("ada@example.com")
        let grace = try await fixture.signUp("grace@example.com")
        _ = try fixture.practice(ada).importTopic(
            text: GrammarFixture.topicText(name: "Phrasal Verbs", slug: "phrasal-verbs", count: 3), path: "phrasal-verbs.gift")
        var adasTest = try fixture.practice(ada).startTest(topicNamed: "numbers", count: 3, seed: 1)
        _ = try adasTest.answer([false, false])

        let gracesPractice = try fixture.practice(grace)
        #expect(throws: GrammarError.self) { try gracesPractice.bank.topic(named: "phrasal verbs") }
        #expect(try gracesPractice.history().isEmpty)
        #expect(try gracesPractice.topicOverviews().allSatisfy { $0.bestPercent == nil && $0.lastTaken == nil })
        #expect(try gracesPractice.startReview(topicNamed: nil, seed: 1) == nil)
        #expect(throws: GrammarError.nothingToResume) { try gracesPractice.resume() }

        var gracesTest = try gracesPractice.startTest(topicNamed: "numbers", count: 5, seed: 1)
        #expect(gracesTest.attempt.questionIds.count == 5)
        _ = try gracesTest.answer([true, true, true, true, true])
        _ = try fixture.practice(grace).importTopic(
            text: GrammarFixture.topicText(name: "Phrasal Verbs", slug: "phrasal-verbs", count: 2), path: "phrasal-verbs.gift")

        let adasPractice = try fixture.practice(ada)
        #expect(try adasPractice.history().map(\.answered) == [2])
        #expect(try adasPractice.resume().attempt.id == adasTest.attempt.id)
        #expect(try adasPractice.bank.topic(named: "phrasal verbs").questions.count == 3)
        #expect(try adasPractice.startReview(topicNamed: nil, seed: 1)?.attempt.questionIds.count == 2)
    }
}
