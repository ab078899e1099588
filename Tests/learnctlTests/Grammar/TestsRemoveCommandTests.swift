import Foundation
import GRDB
import Testing

/// An imported topic whose stored text no longer reads is skipped with a warning, and
/// `learnctl tests remove` takes it away with its results.
struct TestsRemoveCommandTests {
    private func importPhrasalVerbs(_ cli: LearnctlRunner) throws {
        let url = cli.root.appendingPathComponent("phrasal-verbs.gift")
        try TestsImportCommandTests.phrasalVerbs.write(to: url, atomically: true, encoding: .utf8)
        try cli.succeed(["tests", "import", url.path])
    }

    private func count(_ sql: String, in cli: LearnctlRunner) throws -> Int {
        try DatabaseQueue(path: cli.databaseURL.path).read { try Int.fetchOne($0, sql: sql) ?? -1 }
    }

    @Test func aBrokenImportIsSkippedWithAWarningAndCanBeRemoved() throws {
        let cli = try LearnctlRunner.signedUpForGrammar()
        try importPhrasalVerbs(cli)
        try cli.succeed(["tests", "take", "phrasal-verbs", "--count", "1", "--json"], stdin: "1\n")
        try DatabaseQueue(path: cli.databaseURL.path).write { db in
            try db.execute(sql: "UPDATE grammarImportedTopic SET source = 'this is no longer a topic {'")
        }
        #expect(try count("SELECT COUNT(*) FROM grammarAttempt WHERE topicSlug = 'phrasal-verbs'", in: cli) == 1)

        let topics = try cli.run(["tests", "topics"])
        #expect(topics.status == 0, "\(topics.stderr)")
        #expect(topics.stdout.contains("Articles"))
        #expect(!topics.stdout.contains("Phrasal Verbs"))
        #expect(topics.stderr.hasPrefix("Warning: the imported topic “Phrasal Verbs” cannot be read"), "\(topics.stderr)")
        #expect(topics.stderr.contains("learnctl tests remove"), "\(topics.stderr)")

        let take = try cli.run(["tests", "take", "articles", "--count", "1", "--json"], stdin: "1\n")
        #expect(take.status == 0, "\(take.stderr)")
        #expect(take.jsonTypes.contains("summary"))
        #expect(take.stderr.contains("“Phrasal Verbs”"))

        let unconfirmed = try cli.run(["tests", "remove", "Phrasal Verbs"])
        #expect(unconfirmed.status == 1)
        #expect(unconfirmed.stderr.contains("--yes"), "\(unconfirmed.stderr)")
        #expect(try count("SELECT COUNT(*) FROM grammarImportedTopic", in: cli) == 1)

        let removed = try cli.run(["tests", "remove", "phrasal verbs", "--yes"])
        #expect(removed.status == 0, "\(removed.stderr)")
        #expect(removed.stdout == "Removed the imported topic “Phrasal Verbs” and its 1 attempt.\n", "\(removed.stdout)")
        #expect(try count("SELECT COUNT(*) FROM grammarImportedTopic", in: cli) == 0)
        #expect(try count("SELECT COUNT(*) FROM grammarAttempt WHERE topicSlug = 'phrasal-verbs'", in: cli) == 0)
        #expect(try count("SELECT COUNT(*) FROM grammarAttempt WHERE topicSlug = 'articles'", in: cli) == 1)

        let after = try cli.run(["tests", "topics"])
        #expect(after.status == 0)
        #expect(after.stderr.isEmpty, "\(after.stderr)")
    }

    @Test func onlyImportedTopicsCanBeRemoved() throws {
        let cli = try LearnctlRunner.signedUpForGrammar()
        try importPhrasalVerbs(cli)
        let bundled = try cli.run(["tests", "remove", "articles", "--yes"])
        #expect(bundled.status == 1)
        #expect(bundled.stderr.contains("bundled"), "\(bundled.stderr)")
        let unknown = try cli.run(["tests", "remove", "phrasal verb", "--yes"])
        #expect(unknown.status == 1)
        #expect(unknown.stderr.contains("Did you mean"), "\(unknown.stderr)")

        let removed = try cli.run(["tests", "remove", "phrasal-verbs", "--yes"])
        #expect(removed.stdout == "Removed the imported topic “Phrasal Verbs”.\n", "\(removed.stdout) \(removed.stderr)")
        #expect(!(try cli.succeed(["tests", "topics"]).stdout.contains("Phrasal Verbs")))
    }

    @Test func onATerminalItAsksFirst() throws {
        let cli = try LearnctlRunner.signedUpForGrammar()
        try importPhrasalVerbs(cli)
        let terminal = try PseudoTerminal()
        let declined = try cli.makeProcess(["tests", "remove", "Phrasal Verbs"])
        try terminal.run(declined)
        try terminal.waitFor("Remove the imported topic “Phrasal Verbs”")
        terminal.type("n\n")
        try waitForExit(of: declined, timeout: 10)
        #expect(declined.terminationStatus == 1)
        #expect(try count("SELECT COUNT(*) FROM grammarImportedTopic", in: cli) == 1)

        let confirmed = try cli.makeProcess(["tests", "remove", "Phrasal Verbs"])
        try terminal.run(confirmed)
        try terminal.waitFor("Remove the imported topic “Phrasal Verbs”")
        terminal.type("y\n")
        try waitForExit(of: confirmed, timeout: 10)
        #expect(confirmed.terminationStatus == 0)
        #expect(try count("SELECT COUNT(*) FROM grammarImportedTopic", in: cli) == 0)
    }
}
