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
            Started           Topic           Score
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
