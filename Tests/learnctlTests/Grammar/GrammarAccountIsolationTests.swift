import Foundation
import Testing

/// Two accounts sharing one database never see each other's grammar results.
struct GrammarAccountIsolationTests {
    @Test func resultsBelongToTheAccountThatMadeThem() throws {
        let ada = try LearnctlRunner.signedUpForGrammar("ada@example.com")
        let grace = try LearnctlRunner.signedUpForGrammar("grace@example.com", databaseURL: ada.databaseURL)
        let q = try ada.probe("articles", count: 2)
        try ada.succeed(["tests", "take", "articles", "--count", "2"],
                        stdin: "\(q[0].wrongOption)\n\(q[1].correctOption)\n")
        try ada.succeed(["tests", "take", "conditionals", "--count", "3"], stdin: "quit\n")
        let topicFile = ada.root.appendingPathComponent("phrasal-verbs.gift")
        try TestsImportCommandTests.phrasalVerbs.write(to: topicFile, atomically: true, encoding: .utf8)
        try ada.succeed(["tests", "import", topicFile.path])

        #expect(try grace.succeed(["tests", "history", "--json"]).stdout == "[]\n")
        #expect(try grace.succeed(["tests", "review"]).stdout
            == "Nothing to review: you have no wrong answers left to put right.\n")
        #expect(try grace.run(["tests", "resume"]).status == 1)
        let gracesTopics = try grace.succeed(["tests", "topics", "--json"]).jsonArray
        #expect(gracesTopics.allSatisfy { $0["best_percent"] is NSNull && $0["last_taken"] is NSNull })
        #expect(!gracesTopics.contains { $0["slug"] as? String == "phrasal-verbs" })
        #expect(try grace.run(["tests", "take", "phrasal verbs"]).status == 1)

        // Grace's own test draws from every question, whatever Ada has seen.
        let graces = try grace.succeed(["tests", "take", "articles", "--count", "2", "--json"], stdin: "quit\n")
        #expect(graces.jsonLines.first?["id"] as? String == q[0].id)

        #expect(try ada.succeed(["tests", "history", "--json"]).jsonArray.count == 2)
        #expect(try ada.succeed(["tests", "review", "--json"], stdin: "quit\n").jsonLines.first?["id"] as? String == q[0].id)
        #expect(try ada.succeed(["tests", "topics", "--json"]).jsonArray.contains { $0["slug"] as? String == "phrasal-verbs" })
        #expect(try grace.succeed(["tests", "history", "--json"]).jsonArray.map { $0["title"] as? String } == ["Articles"])
    }
}
