import Foundation
import Testing

/// Card groups and grammar topics completed from the signed-in account's database, as the
/// shells' completion scripts ask for them; nothing, and no database created, for nobody.
@Suite struct DatabaseCompletionTests {
    @Test func cardGroupsCompleteWhereverAGroupIsTaken() throws {
        let cli = try LearnctlRunner()
        try cli.startSignedUp()
        try cli.succeed(["cards", "import", "--starter"])
        try cli.succeed(["cards", "group", "add", "Work Words"])
        let groups = ["Cafe", "Education", "Travel", "Work Words"]

        let asked: [(command: [String], argument: String)] = [
            (["cards", "study"], "positional@0"),
            (["cards", "group", "rename"], "positional@0"),
            (["cards", "group", "delete"], "positional@0"),
            (["cards", "add"], "--group"),
            (["cards", "edit"], "--group"),
            (["cards", "list"], "--group"),
            (["cards", "export"], "--group"),
            (["cards", "import"], "--group"),
            (["practice", "cards"], "--group"),
        ]
        for (command, argument) in asked {
            let words = ["learnctl"] + command + (argument.hasPrefix("--") ? [argument, ""] : [""])
            let result = try cli.complete(command, argument, words: words)
            #expect(result.status == 0, "\(command): \(result.stderr)")
            #expect(result.completions == groups, "\(command) \(argument)")
        }
    }

    @Test func grammarTopicsCompleteBundledAndImportedOnesAndRemoveOnlyImportedOnes() throws {
        let cli = try LearnctlRunner.signedUpForGrammar()
        let take = (command: ["tests", "take"], words: ["learnctl", "tests", "take", ""])
        let remove = (command: ["tests", "remove"], words: ["learnctl", "tests", "remove", ""])

        let bundled = try cli.succeed(["tests", "topics", "--json"]).jsonArray.compactMap { $0["name"] as? String }
        #expect(bundled.count >= 10)
        #expect(try cli.complete(take.command, "positional@0", words: take.words).completions == bundled)
        #expect(try cli.complete(["tests", "review"], "positional@0", words: ["learnctl", "tests", "review", ""]).completions == bundled)
        #expect(try cli.complete(remove.command, "positional@0", words: remove.words).completions.isEmpty)

        let file = cli.root.appendingPathComponent("phrasal-verbs.gift")
        try TestsImportCommandTests.phrasalVerbs.write(to: file, atomically: true, encoding: .utf8)
        try cli.succeed(["tests", "import", file.path])
        #expect(try cli.complete(take.command, "positional@0", words: take.words).completions == bundled + ["Phrasal Verbs"])
        #expect(try cli.complete(remove.command, "positional@0", words: remove.words).completions == ["Phrasal Verbs"])
    }

    @Test func nobodySignedInCompletesNothingAndCreatesNoDatabase() throws {
        let cli = try LearnctlRunner()
        let study = (command: ["cards", "study"], words: ["learnctl", "cards", "study", ""])
        let result = try cli.complete(study.command, "positional@0", words: study.words)
        #expect(result.status == 0)
        #expect(result.completions.isEmpty && result.stderr.isEmpty, "\(result.stdout) \(result.stderr)")
        #expect(try cli.complete(["tests", "take"], "positional@0", words: ["learnctl", "tests", "take", ""]).completions.isEmpty)
        #expect(!FileManager.default.fileExists(atPath: cli.databaseURL.path))

        try cli.startSignedUp()
        try cli.succeed(["cards", "import", "--starter"])
        #expect(try cli.complete(study.command, "positional@0", words: study.words).completions.count == 3)
        try cli.succeed(["signout"])
        #expect(try cli.complete(study.command, "positional@0", words: study.words).completions.isEmpty)
    }
}
