import Foundation
import Testing

struct TestsImportCommandTests {
    static let phrasalVerbs = """
        $CATEGORY: Phrasal Verbs
        // description: Verbs with particles.

        ::phrasal-verbs-01:: [B1] Please turn ___ the radio, I'm trying to sleep. {
        =off
        ~of
        ~out
        ####"Turn off" means to stop a machine working, like a radio or a light.
        }

        ::phrasal-verbs-02:: [B1] I need to look ___ this word in a dictionary. {
        ~at
        ~for
        =up
        ~after
        ####"Look up" means to find information in a book or on a list.
        }

        """

    private func write(_ text: String, as name: String, in cli: LearnctlRunner) throws -> String {
        let url = cli.root.appendingPathComponent(name)
        try text.write(to: url, atomically: true, encoding: .utf8)
        return url.path
    }

    @Test func anImportedTopicCanBeTaken() throws {
        let cli = try LearnctlRunner.signedUpForGrammar()
        let path = try write(Self.phrasalVerbs, as: "phrasal-verbs.gift", in: cli)
        let result = try cli.run(["tests", "import", path])
        #expect(result.status == 0)
        #expect(result.stdout
            == "Imported the topic “Phrasal Verbs” (2 questions). Take a test with `learnctl tests take phrasal-verbs`.\n")

        let topics = try cli.succeed(["tests", "topics"]).stdout
        #expect(topics.contains("\nPhrasal Verbs (imported)  "))
        let json = try cli.succeed(["tests", "topics", "--json"]).jsonArray
        let imported = try #require(json.first { $0["slug"] as? String == "phrasal-verbs" })
        #expect(imported["imported"] as? Bool == true)
        #expect(imported["questions"] as? Int == 2)
        #expect(json.last?["name"] as? String == "Phrasal Verbs")

        let test = try LearnctlDialogue(cli, ["tests", "take", "phrasal verbs", "--json"])
        for _ in 0..<2 {
            let card = try test.next("question")
            let options = try #require(card["options"] as? [String])
            let correct = card["id"] as? String == "phrasal-verbs-01" ? "off" : "up"
            test.send(String(try #require(options.firstIndex(of: correct)) + 1))
            _ = try test.next("chosen")
            #expect(try test.next("result")["correct"] as? Bool == true)
            test.send("")
        }
        #expect(try test.next("summary")["correct"] as? Int == 2)
        #expect(try test.finish() == 0)
    }

    @Test func everyProblemIsNamedByLineAndNothingIsImported() throws {
        let cli = try LearnctlRunner.signedUpForGrammar()
        let faulty = Self.phrasalVerbs
            .replacingOccurrences(of: "~of\n", with: "=of\n")
            .replacingOccurrences(of: "####\"Look up\" means to find information in a book or on a list.\n", with: "")
        let path = try write(faulty, as: "phrasal-verbs.gift", in: cli)
        let before = try cli.succeed(["tests", "topics"]).stdout

        let result = try cli.run(["tests", "import", path])
        #expect(result.status == 1)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr == """
            Error: 2 problems in \(path):
            \(path):4: question phrasal-verbs-01 has 2 correct ('=') options (need exactly 1)
            \(path):16: question phrasal-verbs-02 has no '####' explanation
            Nothing was imported.

            """)
        #expect(try cli.succeed(["tests", "topics"]).stdout == before)
    }

    @Test func clashesWithTheBundledBankAreProblemsToo() throws {
        let cli = try LearnctlRunner.signedUpForGrammar()
        let articles = try String(
            contentsOf: URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
                .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Content/grammar/articles.gift"),
            encoding: .utf8)
        let lines = articles.split(separator: "\n", omittingEmptySubsequences: false)
        let header = try #require(lines.firstIndex { $0.hasPrefix("::articles-01::") })
        let bundledPrompt = try #require(lines[header].split(separator: "]", maxSplits: 1).last?.dropLast(2))
            .trimmingCharacters(in: .whitespaces)

        let clashing = Self.phrasalVerbs
            .replacingOccurrences(of: "$CATEGORY: Phrasal Verbs", with: "$CATEGORY: articles")
            .replacingOccurrences(of: "I need to look ___ this word in a dictionary.", with: bundledPrompt.uppercased())
        let path = try write(clashing, as: "phrasal-verbs.gift", in: cli)
        let result = try cli.run(["tests", "import", path])
        #expect(result.status == 1)
        #expect(result.stderr == """
            Error: 2 problems in \(path):
            \(path):1: the topic name 'articles' is already used by articles.gift
            \(path):11: duplicate prompt (first at articles.gift:\(header + 1))
            Nothing was imported.

            """)
    }

    @Test func importingAgainReplacesTheTopic() throws {
        let cli = try LearnctlRunner.signedUpForGrammar()
        let path = try write(Self.phrasalVerbs, as: "phrasal-verbs.gift", in: cli)
        try cli.succeed(["tests", "import", path])
        let shorter = String(Self.phrasalVerbs.prefix { $0 != "}" }) + "}\n"
        try shorter.write(toFile: path, atomically: true, encoding: .utf8)
        #expect(try cli.succeed(["tests", "import", path]).stdout
            == "Replaced the topic “Phrasal Verbs” (1 question). Take a test with `learnctl tests take phrasal-verbs`.\n")
        let topics = try cli.succeed(["tests", "topics", "--json"]).jsonArray
        #expect(topics.filter { $0["imported"] as? Bool == true }.map { $0["questions"] as? Int } == [1])
    }

    @Test func unreadableFilesAndBadNamesAreErrors() throws {
        let cli = try LearnctlRunner.signedUpForGrammar()
        let missing = cli.root.appendingPathComponent("missing.gift").path
        let result = try cli.run(["tests", "import", missing])
        #expect(result.status == 1)
        #expect(result.stderr == "Error: Cannot read \(missing) as a UTF-8 text file; nothing was imported.\n")

        let path = try write(Self.phrasalVerbs, as: "My Verbs.gift", in: cli)
        let badName = try cli.run(["tests", "import", path])
        #expect(badName.status == 1)
        #expect(badName.stderr.contains("\(path): the file name must be the topic's slug"))
    }
}
