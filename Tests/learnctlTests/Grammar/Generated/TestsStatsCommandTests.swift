import Foundation
import Testing

/// `learnctl tests stats` against figures worked out by hand.
struct TestsStatsCommandTests {
    private typealias Question = GeneratedTestFixture.Question

    /// A question of `topic` (`skill`), answered right, wrong or not at all.
    private func question(_ topic: String, _ answer: Bool?, skill: String = "grammar") -> Question {
        Question(skill: skill, topicSlug: topic.lowercased().replacingOccurrences(of: " ", with: "-"), topicName: topic,
                 level: skill == "vocabulary" ? nil : "A2", prompt: "A question of \(topic)?", options: ["right", "wrong", "other"],
                 correct: 0, chosen: answer.map { $0 ? 0 : 1 }, explanation: "The first option is right here.")
    }

    /// Three submitted tests and one in progress:
    ///
    /// | test | submitted | questions | right | answered | score |
    /// |---|---|---|---|---|---|
    /// | A | 01-31 | Articles ✓✗, The Lighthouse ✓✓ | 3 | 4 | 75% |
    /// | B | 02-01 | Articles ✓✓, Question Forms ✗ – | 2 | 3 | 50% |
    /// | C | 02-02 | My words ✓✗ | 1 | 2 | 50% |
    /// | D | in progress | Articles ✗✗ | — | — | — |
    ///
    /// Tests taken 3; average (75 + 50 + 50) / 3 = 58.3 → 58%; answered 4 + 3 + 2 = 9.
    /// Topics: Question Forms 0/1 = 0%, My words 1/2 = 50%, Articles 3/4 = 75%, The Lighthouse 2/2 = 100%.
    /// Skills: vocabulary 1/2 = 50%, listening 2/2 = 100%, grammar 3/5 = 60%.
    private func withThreeTests() throws -> LearnctlRunner {
        let cli = try LearnctlRunner.signedUpForGrammar()
        let fixture = GeneratedTestFixture(cli: cli)
        let start = Date(timeIntervalSince1970: 1_738_314_000)
        try fixture.insert(title: "A", questions: [
            question("Articles", true), question("Articles", false),
            question("The Lighthouse", true, skill: "listening"), question("The Lighthouse", true, skill: "listening"),
        ], submittedAt: start)
        try fixture.insert(title: "B", questions: [
            question("Articles", true), question("Articles", true), question("Question Forms", false), question("Question Forms", nil),
        ], submittedAt: start + day)
        try fixture.insert(title: "C", questions: [question("My words", true, skill: "vocabulary"), question("My words", false, skill: "vocabulary")],
                           submittedAt: start + 2 * day)
        try fixture.insert(title: "D", questions: [question("Articles", false), question("Articles", false)],
                           state: "in_progress", submittedAt: start + 3 * day)
        return cli
    }

    @Test func theCardAsText() throws {
        let cli = try withThreeTests()
        #expect(try cli.succeed(["tests", "stats"]).stdout == """
            Tests taken: 3
            Average score: 58%
            Questions answered: 9

            Topic           Right  Answered  Accuracy
            Question Forms      0         1        0%
            My words            1         2       50%
            Articles            3         4       75%
            The Lighthouse      2         2      100%

            Skill       Right  Answered  Accuracy
            vocabulary      1         2       50%
            listening       2         2      100%
            grammar         3         5       60%

            Trend of the last 3 tests, oldest first:
              ▇    ▅    ▅
             75%  50%  50%

            """)
    }

    @Test func theCardAsJSON() throws {
        let cli = try withThreeTests()
        let result = try cli.succeed(["tests", "stats", "--json"])
        #expect(result.stdout.split(separator: "\n").count == 1)
        let json = try #require(result.jsonLines.first)
        #expect(json["type"] as? String == "stats")
        #expect(json["tests_taken"] as? Int == 3)
        #expect(json["average_percent"] as? Int == 58)
        #expect(json["questions_answered"] as? Int == 9)
        let topics = try #require(json["topics"] as? [[String: Any]])
        #expect(topics.map { $0["name"] as? String } == ["Question Forms", "My words", "Articles", "The Lighthouse"])
        #expect(topics.map { $0["right"] as? Int } == [0, 1, 3, 2])
        #expect(topics.map { $0["answered"] as? Int } == [1, 2, 4, 2])
        #expect(topics.map { $0["percent"] as? Int } == [0, 50, 75, 100])
        let skills = try #require(json["skills"] as? [[String: Any]])
        #expect(skills.map { $0["skill"] as? String } == ["vocabulary", "listening", "grammar"])
        #expect(skills.map { $0["right"] as? Int } == [1, 2, 3])
        #expect(skills.map { $0["answered"] as? Int } == [2, 2, 5])
        #expect(skills.map { $0["percent"] as? Int } == [50, 100, 60])
        let trend = try #require(json["trend"] as? [[String: Any]])
        #expect(trend.map { $0["title"] as? String } == ["A", "B", "C"])
        #expect(trend.map { $0["test"] as? Int } == [1, 2, 3])
        #expect(trend.map { $0["percent"] as? Int } == [75, 50, 50])
        #expect(trend.map { $0["submitted_at"] as? String }
            == ["2025-01-31T09:00:00Z", "2025-02-01T09:00:00Z", "2025-02-02T09:00:00Z"])
    }

    @Test func theTrendShowsTheLastTenTestsOldestFirst() throws {
        let cli = try LearnctlRunner.signedUpForGrammar()
        let fixture = GeneratedTestFixture(cli: cli)
        // Twelve tests of four questions: 0, 1, 2, 3, 4, 0, 1, … right.
        for index in 0..<12 {
            try fixture.insertScore(index % 5, of: 4, title: "Test \(index + 1)",
                                    submittedAt: Date(timeIntervalSince1970: 1_738_314_000 + Double(index) * day))
        }
        let text = try cli.succeed(["tests", "stats"]).stdout
        // Tests 3 … 12: 2, 3, 4, 0, 1, 2, 3, 4, 0, 1 right out of 4; the average of all twelve is 525 / 12 = 43.75.
        #expect(text.hasSuffix("""
            Trend of the last 10 tests, oldest first:
              ▅    ▇    █    ▁    ▃    ▅    ▇    █    ▁    ▃
             50%  75% 100%   0%  25%  50%  75% 100%   0%  25%

            """), "\(text)")
        #expect(text.hasPrefix("Tests taken: 12\nAverage score: 44%\nQuestions answered: 48\n"))
        let json = try #require(try cli.succeed(["tests", "stats", "--json"]).jsonLines.first)
        let trend = try #require(json["trend"] as? [[String: Any]])
        #expect(trend.map { $0["title"] as? String } == (3...12).map { "Test \($0)" })
    }

    @Test func beforeTheFirstTestAFriendlySentence() throws {
        let cli = try LearnctlRunner.signedUpForGrammar()
        try GeneratedTestFixture(cli: cli).insert(title: "Unfinished", questions: [question("Articles", true)], state: "in_progress")
        #expect(try cli.succeed(["tests", "stats"]).stdout == """
            You have not finished a test yet. Take one with `learnctl tests take TOPIC` or \
            `learnctl tests generate --start`; once you have finished it, your statistics show here.

            """)
        #expect(try cli.succeed(["tests", "stats", "--json"]).stdout == """
            {"average_percent":null,"questions_answered":0,"skills":[],"tests_taken":0,"topics":[],"trend":[],"type":"stats"}

            """)
    }
}
