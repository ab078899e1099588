import Foundation
import Testing

struct TestsHistoryCommandTests {
    @Test func historyListsAttemptsLatestFirstWithScores() throws {
        let cli = try LearnctlRunner.signedUpForGrammar()
        cli.environment["TZ"] = "UTC"
        #expect(try cli.succeed(["tests", "history"]).stdout
            == "You have not taken a test yet. Start one with `learnctl tests take TOPIC`.\n")
        #expect(try cli.succeed(["tests", "history", "--json"]).stdout == "[]\n")

        let q = try cli.probe("articles", count: 2)
        try cli.succeed(["tests", "take", "articles", "--count", "2"],
                        stdin: "\(q[0].correctOption)\n\(q[1].wrongOption)\n", now: learnctlNow())
        let forms = try cli.probe("question-forms", count: 4)
        try cli.succeed(["tests", "take", "question-forms", "--count", "4"],
                        stdin: "\(forms[0].correctOption)\n", now: learnctlNow(plus: 3600))

        let text = try cli.succeed(["tests", "history"])
        #expect(text.stdout == """
            Started           Test            Score
            2025-01-31 10:00  Question Forms  unfinished: 1 of 4 answered, 1 correct
            2025-01-31 09:00  Articles        1/2 (50%)

            """)

        let json = try cli.succeed(["tests", "history", "--json"]).jsonArray
        #expect(json.count == 2)
        #expect(json[0]["title"] as? String == "Question Forms")
        #expect(json[0]["finished_at"] is NSNull)
        #expect(json[0]["questions"] as? Int == 4)
        #expect(json[0]["answered"] as? Int == 1)
        #expect(json[1]["kind"] as? String == "test")
        #expect(json[1]["topic"] as? String == "articles")
        #expect(json[1]["started_at"] as? String == "2025-01-31T09:00:00Z")
        #expect(json[1]["finished_at"] as? String == "2025-01-31T09:00:00Z")
        #expect(json[1]["correct"] as? Int == 1)
        #expect(json[1]["percent"] as? Int == 50)
    }
}

/// One record of every test taken: topic tests and generated tests in the history, the
/// statistics and `results` without an ID.
struct OneTestRecordTests {
    @Test func topicAndGeneratedTestsShareTheHistoryAndTheStatistics() throws {
        let cli = try LearnctlRunner.signedUpForGrammar()
        cli.environment["TZ"] = "UTC"
        let q = try cli.probe("articles", count: 2)
        try cli.succeed(["tests", "take", "articles", "--count", "2"],
                        stdin: "\(q[0].correctOption)\n\(q[1].correctOption)\n", now: learnctlNow())
        let generated = try GeneratedTestFixture(cli: cli).insertWeeklyCheck()

        let history = try cli.succeed(["tests", "history", "--json"]).jsonArray
        #expect(history.map { $0["kind"] as? String } .sorted { ($0 ?? "") < ($1 ?? "") } == ["generated", "test"])
        let weekly = try #require(history.first { $0["kind"] as? String == "generated" })
        #expect(weekly["attempt"] as? Int == Int(generated))
        #expect(weekly["questions"] as? Int == 4)
        #expect(weekly["correct"] as? Int == 2)
        #expect(weekly["percent"] as? Int == 50)
        let text = try cli.succeed(["tests", "history"]).stdout
        #expect(text.contains("Articles") && text.contains("Weekly check (generated, \(generated))"), "\(text)")

        let stats = try cli.succeed(["tests", "stats", "--json"]).jsonLines.first
        #expect(stats?["tests_taken"] as? Int == 2)
        #expect(stats?["average_percent"] as? Int == 75, "(100 + 50) / 2")

        let results = try cli.succeed(["tests", "results", "--json"]).jsonLines.first
        #expect(results?["test"] as? Int == Int(generated))
    }

    @Test func resultsWithoutAnIDBeforeAnySubmittedTestSaysWhereScoresAre() throws {
        let cli = try LearnctlRunner.signedUpForGrammar()
        let result = try cli.run(["tests", "results"])
        #expect(result.status == 1)
        #expect(result.stderr.contains("You have not submitted a generated test yet; `learnctl tests history` shows"))
    }
}
