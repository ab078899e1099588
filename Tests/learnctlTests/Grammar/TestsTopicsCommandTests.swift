import Foundation
import LearnCore
import Testing

struct TestsTopicsCommandTests {
    static let bundledDirectory = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Content/grammar")

    @Test func theListShowsEveryBundledTopicWithItsQuestionCount() throws {
        let cli = try LearnctlRunner.signedUpForGrammar()
        let bank = try QuestionBank.load(from: Self.bundledDirectory)
        let result = try cli.run(["tests", "topics"])
        #expect(result.status == 0)

        let lines = result.stdout.split(separator: "\n").map(String.init)
        #expect(lines.first?.hasPrefix("Topic ") == true)
        #expect(lines.first?.hasSuffix("  Questions  Best  Last taken") == true)
        #expect(lines.count == bank.topics.count + 1)
        for (line, topic) in zip(lines.dropFirst(), bank.topics) {
            let columns = line.split(separator: "  ", omittingEmptySubsequences: true)
                .map { $0.trimmingCharacters(in: .whitespaces) }
            #expect(columns == [topic.name, String(topic.questions.count), "-", "-"])
        }
    }

    @Test func bestScoreAndLastTakenFollowTheAccountsTests() throws {
        let cli = try LearnctlRunner.signedUpForGrammar()
        cli.environment["TZ"] = "UTC"
        let q = try cli.probe("articles", count: 2)
        try cli.succeed(["tests", "take", "articles", "--count", "2"],
                        stdin: "\(q[0].correctOption)\n\(q[1].correctOption)\n", now: learnctlNow())
        try cli.succeed(["tests", "take", "articles", "--count", "2"], stdin: "1\n", now: learnctlNow(plus: day))

        let line = try #require(try cli.succeed(["tests", "topics"]).stdout
            .split(separator: "\n").first { $0.hasPrefix("Articles ") })
        #expect(line.hasSuffix("100%  2025-02-01 09:00"))

        let json = try cli.succeed(["tests", "topics", "--json"]).jsonArray
        let articles = try #require(json.first { $0["slug"] as? String == "articles" })
        #expect(articles["name"] as? String == "Articles")
        #expect(articles["best_percent"] as? Int == 100)
        #expect(articles["last_taken"] as? String == "2025-02-01T09:00:00Z")
        #expect(articles["imported"] as? Bool == false)
        #expect((articles["description"] as? String)?.isEmpty == false)
        let conditionals = try #require(json.first { $0["slug"] as? String == "conditionals" })
        #expect(conditionals["best_percent"] is NSNull)
        #expect(conditionals["last_taken"] is NSNull)
    }

    @Test func theListNeedsASession() throws {
        let result = try LearnctlRunner().run(["tests", "topics"])
        #expect(result.status == 1)
        #expect(result.stderr == "Error: Not signed in — run `learnctl signin` or `learnctl signup`.\n")
    }
}
