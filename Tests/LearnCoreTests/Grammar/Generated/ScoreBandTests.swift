import Foundation
import Testing
@testable import LearnCore

struct ScoreBandTests {
    @Test func theBandsChangeAtFiftySeventyFiveAndNinety() {
        let edges: [(Int, ScoreBand)] = [
            (0, .low), (49, .low), (50, .fair), (74, .fair), (75, .good), (89, .good), (90, .excellent), (100, .excellent),
        ]
        for (percent, band) in edges {
            #expect(ScoreBand(percent: percent) == band, "\(percent) %")
        }
    }

    @Test func eachBandHasAColourALabelAndAnInterpretation() {
        #expect(ScoreBand.allCases.map(\.colour) == ["green", "blue", "orange", "red"])
        #expect(ScoreBand.allCases.map(\.label) == ["Excellent", "Good", "Fair", "Needs work"])
        #expect(ScoreBand.excellent.interpretation == "Excellent work: you have mastered this material.")
        #expect(ScoreBand.good.interpretation == "Good work: a few points are worth another look in the review below.")
        #expect(ScoreBand.fair.interpretation
            == "A fair result: go through the review below and practise the topics you missed.")
        #expect(ScoreBand.low.interpretation
            == "This material needs more practice: read the explanations below and try again.")
    }

    /// Results with `correct` right answers out of `total`.
    static func results(_ correct: Int, of total: Int) -> TestResults {
        let test = GeneratedTest(
            id: 1, accountId: 1, title: "T", state: .submitted, request: TestRequest(seed: 1), failure: nil, scheduleId: nil,
            createdAt: AuthFixture.start, startedAt: AuthFixture.start, submittedAt: AuthFixture.start)
        let questions = (0..<total).map { position in
            TestStatisticsTests.question("Topic", .grammar, position < correct, test: 1, position: position)
        }
        return TestResults(test: test, questions: questions)
    }

    @Test func theResultsBandIsTheRoundedPercentagesBand() {
        #expect((Self.results(17, of: 20).percent, Self.results(17, of: 20).band) == (85, .good))
        #expect((Self.results(18, of: 20).percent, Self.results(18, of: 20).band) == (90, .excellent))
        #expect((Self.results(15, of: 20).percent, Self.results(15, of: 20).band) == (75, .good))
        #expect((Self.results(37, of: 50).percent, Self.results(37, of: 50).band) == (74, .fair))
        #expect((Self.results(1, of: 2).percent, Self.results(1, of: 2).band) == (50, .fair))
        #expect((Self.results(24, of: 49).percent, Self.results(24, of: 49).band) == (49, .low))
        #expect((Self.results(0, of: 5).percent, Self.results(0, of: 5).band) == (0, .low))
    }

    @Test func theResultsSayWhatTheTestCovered() {
        var results = Self.results(2, of: 3)
        #expect((results.correct, results.total, results.unanswered) == (2, 3, 0))
        let food = TestStatisticsTests.question("Food", .vocabulary, nil, test: 1, position: 3)
        let talk = TestStatisticsTests.question("Talk", .listening, true, test: 1, position: 4)
        results = TestResults(test: results.test, questions: results.questions + [food, talk])
        #expect((results.correct, results.total, results.unanswered, results.percent) == (3, 5, 1, 60))
        #expect(results.topics.map(\.name) == ["Topic", "Food", "Talk"])
        #expect(results.skillCounts.map { "\($0.skill) \($0.count)" } == ["vocabulary 1", "listening 1", "grammar 3"])
        #expect(results.levelCounts.map { "\($0.level.rawValue) \($0.count)" } == ["A2 4"])
    }
}
