import Foundation
import Testing
@testable import LearnCore

struct TestStatisticsTests {
    static let day: TimeInterval = 86_400

    /// A question of `topic`, answered right (true), wrong (false) or not at all (nil).
    static func question(_ topic: String, _ skill: TestSkill, _ answer: Bool?, test: Int64, position: Int) -> GeneratedQuestion {
        let drawn = DrawnQuestion(
            sourceId: "\(skill.rawValue):\(topic)#\(test).\(position)",
            topic: .init(slug: GrammarTopic.slug(ofName: topic), name: topic, skill: skill), level: skill.isLevelled ? .a2 : nil,
            prompt: "Question \(position) of test \(test)", options: ["right", "wrong", "also wrong"], correctOption: 0,
            explanation: "Because.", recordingId: nil, line: nil)
        var question = GeneratedQuestion(drawn, accountId: 1, testId: test, position: position)
        if let answer {
            question.chosenOption = answer ? 0 : 1
            question.isCorrect = answer
            question.answeredAt = AuthFixture.start
        }
        return question
    }

    /// Test `id` in `state`, submitted `days` days after ``AuthFixture/start`` when submitted,
    /// with questions (topic, skill, answer).
    static func test(_ id: Int64, _ state: GeneratedTestState = .submitted, days: Double = 0,
                     _ questions: [(String, TestSkill, Bool?)]) -> (test: GeneratedTest, questions: [GeneratedQuestion]) {
        let test = GeneratedTest(
            id: id, accountId: 1, title: "Test \(id)", state: state, request: TestRequest(seed: 1), failure: nil, scheduleId: nil,
            createdAt: AuthFixture.start, startedAt: nil,
            submittedAt: state == .submitted ? AuthFixture.start.addingTimeInterval(days * day) : nil)
        return (test, questions.enumerated().map { question($1.0, $1.1, $1.2, test: id, position: $0) })
    }

    @Test func theCardSumsUpTheSubmittedTestsAsWorkedOutByHand() {
        let statistics = TestStatistics(tests: [
            // 3 of 4: 75 %.
            Self.test(1, days: 1, [("Articles", .grammar, true), ("Articles", .grammar, true), ("Articles", .grammar, false),
                                   ("Food", .vocabulary, true)]),
            // 2 of 5, one unanswered: 40 %.
            Self.test(2, days: 2, [("Articles", .grammar, false), ("Talk", .listening, true), ("Talk", .listening, false),
                                   ("Food", .vocabulary, true), ("Kitchen", .cloze, nil)]),
            // 3 of 3: 100 %.
            Self.test(3, days: 3, [("Food", .vocabulary, true), ("Food", .vocabulary, true), ("Food", .vocabulary, true)]),
            // Not submitted: not counted.
            Self.test(4, .inProgress, [("Articles", .grammar, true), ("Articles", .grammar, true)]),
            Self.test(5, .failed, []),
            Self.test(6, .ready, [("Articles", .grammar, nil)]),
            // Submitted first although made last; a cloze list shares the card group's name. 1 of 2: 50 %.
            Self.test(7, days: 0.5, [("Food", .cloze, false), ("Articles", .grammar, true)]),
        ])
        #expect(statistics.testsTaken == 4)
        #expect(statistics.averagePercent == 66, "(50 + 75 + 40 + 100) / 4 = 66.25")
        #expect(statistics.questionsAnswered == 13)
        #expect(statistics.topics.map { "\($0.name) \($0.right)/\($0.answered) \($0.percent)" } == [
            "Food (cloze) 0/1 0", "Talk 1/2 50", "Articles 3/5 60", "Food (vocabulary) 5/5 100",
        ])
        #expect(statistics.skills.map { "\($0.name) \($0.right)/\($0.answered)" } == [
            "vocabulary 5/5", "listening 1/2", "grammar 3/5", "cloze 0/1",
        ])
        #expect(statistics.trend.map(\.testId) == [7, 1, 2, 3])
        #expect(statistics.trend.map(\.percent) == [50, 75, 40, 100])
        #expect(statistics.trend.map(\.title) == ["Test 7", "Test 1", "Test 2", "Test 3"])
        #expect(statistics.trend.first?.submittedAt == AuthFixture.start.addingTimeInterval(Self.day / 2))
    }

    @Test func theAverageIsTheMeanOfTheScoresRounded() {
        let statistics = TestStatistics(tests: [
            Self.test(1, days: 1, [("A", .grammar, true), ("A", .grammar, true), ("A", .grammar, false)]),
            Self.test(2, days: 2, [("A", .grammar, true), ("A", .grammar, false)]),
        ])
        #expect(statistics.trend.map(\.percent) == [67, 50])
        #expect(statistics.averagePercent == 59, "(67 + 50) / 2 = 58.5")
        #expect(statistics.topics.map(\.percent) == [60])
    }

    @Test func theTrendIsTheLastTenTestsOldestFirst() {
        // Test k is submitted 12 − k days in: test 12 first, test 1 last; k of 12 questions right.
        let tests = (1...12).map { k in
            Self.test(Int64(k), days: Double(12 - k), (1...12).map { ("Topic", .grammar, $0 <= k) })
        }
        let statistics = TestStatistics(tests: tests.shuffled())
        #expect(statistics.testsTaken == 12)
        #expect(statistics.trend.count == TestStatistics.trendLength)
        #expect(statistics.trend.map(\.testId) == [10, 9, 8, 7, 6, 5, 4, 3, 2, 1])
        #expect(statistics.trend.map(\.percent) == [83, 75, 67, 58, 50, 42, 33, 25, 17, 8])
        #expect(statistics.questionsAnswered == 144)
        #expect(statistics.topics.map { "\($0.right)/\($0.answered)" } == ["78/144"])
        #expect(statistics.averagePercent == 54, "the mean of k/12 for k = 1…12, all twelve tests counted")
    }

    @Test func withoutASubmittedTestThereIsNothingToSumUp() {
        let statistics = TestStatistics(tests: [Self.test(1, .inProgress, [("A", .grammar, true)])])
        #expect(statistics.testsTaken == 0)
        #expect(statistics.averagePercent == nil)
        #expect(statistics.questionsAnswered == 0)
        #expect(statistics.topics.isEmpty && statistics.skills.isEmpty && statistics.trend.isEmpty)
    }

    @Test func theStoreCountsOnlyTheAccountsSubmittedTests() async throws {
        let fixture = try await GeneratedFixture()
        let request = TestRequest(topics: ["Numbers"], level: .fixed(.a1), questionCount: 4, seed: 1)
        let submitted = try #require(try fixture.tests(at: 0).generate(request, bank: GeneratedFixture.bank, recordings: []).id)
        var session = try fixture.tests(at: 100).start(submitted)
        _ = try session.answerQuestions([true, false, true])
        _ = try session.handle(.submit(confirmed: true))
        let left = try #require(try fixture.tests(at: 200).generate(request, bank: GeneratedFixture.bank, recordings: []).id)
        var other = try fixture.tests().start(left)
        _ = try other.answerQuestions([true, true])
        let graces = try #require(try fixture.tests(fixture.grace).generate(request, bank: GeneratedFixture.bank, recordings: []).id)
        var grace = try fixture.tests(fixture.grace).start(graces)
        _ = try grace.answerQuestions([false, false, false, false], continueAfterLast: true)

        let statistics = try fixture.tests().statistics()
        #expect(statistics.testsTaken == 1)
        #expect(statistics.averagePercent == 50, "2 of 4, the unanswered one counting as wrong")
        #expect(statistics.questionsAnswered == 3)
        #expect(statistics.topics.map { "\($0.name) \($0.right)/\($0.answered)" } == ["Numbers 2/3"])
        #expect(statistics.skills.map(\.name) == ["grammar"])
        #expect(statistics.trend.map(\.testId) == [submitted])
        #expect(statistics.trend.first?.submittedAt == AuthFixture.start.addingTimeInterval(100))
        #expect(try fixture.tests(fixture.grace).statistics().averagePercent == 0)
    }
}
