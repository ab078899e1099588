import Foundation
import Testing

/// `learnctl tests import` of GIFT as Moodle writes it, and `learnctl tests export`.
struct TestsGIFTCommandTests {
    static let moodleFixture = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Fixtures/gift/moodle-tests.gift").path

    private func write(_ text: String, as name: String, in cli: LearnctlRunner) throws -> String {
        let url = cli.root.appendingPathComponent(name)
        try text.write(to: url, atomically: true, encoding: .utf8)
        return url.path
    }

    @Test func moodlesTestCasesImportAndTheOthersAreSkippedWithWarnings() throws {
        let cli = try LearnctlRunner.signedUpForGrammar()
        let result = try cli.run(["tests", "import", Self.moodleFixture])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout == """
            Imported the topic “Moodle GIFT tests” (10 questions). Take a test with `learnctl tests take moodle-gift-tests`.
            16 questions were skipped: learnctl asks only multiple-choice questions with one right answer and true/false questions.

            """)
        let warnings = result.stderr.split(separator: "\n")
        #expect(warnings.count == 16)
        #expect(warnings.first == "Warning: \(Self.moodleFixture):12: skipped “Q8”: an essay question.")
        #expect(warnings.contains("Warning: \(Self.moodleFixture):16: skipped “Moodle activities”: a matching question."))
        #expect(warnings.contains("Warning: \(Self.moodleFixture):54: skipped “Q5”: a numerical question."))
        #expect(warnings.contains("Warning: \(Self.moodleFixture):58: skipped “Shortanswer”: a short-answer question."))
        #expect(warnings.contains(
            "Warning: \(Self.moodleFixture):35: skipped “colours”: a multiple-response question (more than one answer earns marks)."))
        #expect(warnings.last == "Warning: \(Self.moodleFixture):158: skipped “You can use your pencil and…”: a description without answers.")
    }

    @Test func theResultCardShowsTheChosenOptionsFeedback() throws {
        let cli = try LearnctlRunner.signedUpForGrammar()
        try cli.succeed(["tests", "import", Self.moodleFixture])
        let lines = try cli.succeed(["tests", "take", "moodle gift tests", "--count", "10", "--json"],
                                    stdin: String(repeating: "1\n", count: 10)).jsonLines
        let questions = lines.filter { $0["type"] as? String == "question" }
        let results = lines.filter { $0["type"] as? String == "result" }
        #expect(questions.count == 10 && results.count == 10)
        var checked = 0
        for (question, result) in zip(questions, results) {
            let options = try #require(question["options"] as? [String])
            let chosen = try #require(result["chosen_answer"] as? String)
            switch question["id"] as? String {
            case "moodle-gift-tests/Q2":
                let expected = ["yellow": "right; good!", "red": "wrong, it's yellow", "blue": "wrong, it's yellow"]
                #expect(result["feedback"] as? String == expected[chosen])
                #expect(result["explanation"] as? String == "")
                checked += 1
            case "moodle-gift-tests/Q1":
                #expect(options.sorted() == ["False", "True"])
                #expect(result["correct_answer"] as? String == "False")
                #expect(result["feedback"] as? String
                    == (chosen == "True" ? "42 is the Ultimate Answer." : "You gave the right answer."))
                checked += 1
            case "moodle-gift-tests/True/false question":
                #expect(result["explanation"] as? String == "You should have selected true.")
                checked += 1
            case "moodle-gift-tests/2-08 TSL":
                #expect(result["feedback"] is NSNull)
                checked += 1
            default:
                break
            }
        }
        #expect(checked == 4)
    }

    @Test func theTextResultCardShowsFeedbackAndNoEmptyExplanation() throws {
        let cli = try LearnctlRunner.signedUpForGrammar()
        let path = try write("::Pick:: Pick yes. {=yes#Good choice. ~no#Not that one.}\n", as: "pick.gift", in: cli)
        try cli.succeed(["tests", "import", path])
        let output = try cli.succeed(["tests", "take", "pick"], stdin: "1\n\n").stdout
        #expect(output.contains("Feedback: Good choice.") || output.contains("Feedback: Not that one."), "\(output)")
        #expect(!output.contains("Why:"), "\(output)")
    }

    @Test func levelsComeFromTheCommandLineAndStayOnReimport() throws {
        let cli = try LearnctlRunner.signedUpForGrammar()
        let text = """
            $CATEGORY: Levels
            // [tag:A2]
            First {=a ~b}

            Second {=c ~d}
            """
        let path = try write(text, as: "levels.gift", in: cli)
        try cli.succeed(["tests", "import", path, "--level", "B1"])
        func levels() throws -> [String] {
            try cli.succeed(["tests", "take", "levels", "--json"], stdin: "1\n\n1\n\n").jsonLines
                .filter { $0["type"] as? String == "question" }.compactMap { $0["level"] as? String }
        }
        #expect(try levels() == ["A2", "B1"])
        #expect(try cli.succeed(["tests", "import", path]).stdout.hasPrefix("Replaced the topic “Levels” (2 questions)."))
        #expect(try levels() == ["A2", "B1"])
        let bad = try cli.run(["tests", "import", path, "--level", "D1"])
        #expect(bad.status == 2)
    }

    @Test func aFileWithNothingToAskIsAnError() throws {
        let cli = try LearnctlRunner.signedUpForGrammar()
        let path = try write("::Essay:: Tell me. {}\n\n::Sum:: 1 + 1? {#2}\n", as: "open.gift", in: cli)
        let result = try cli.run(["tests", "import", path])
        #expect(result.status == 1)
        #expect(result.stderr == """
            Error: \(path): The file has no question that learnctl can ask: only multiple-choice questions with one right answer and true/false questions are imported.
            \(path):1: skipped “Essay”: an essay question.
            \(path):3: skipped “Sum”: a numerical question.
            Nothing was imported.

            """)
        #expect(try cli.succeed(["tests", "topics", "--json"]).jsonArray.allSatisfy { $0["imported"] as? Bool == false })
    }

    @Test func anImportedTopicExportsAndReimportsIdentically() throws {
        let cli = try LearnctlRunner.signedUpForGrammar()
        try cli.succeed(["tests", "import", Self.moodleFixture])
        let exported = try cli.succeed(["tests", "export", "moodle-gift-tests"]).stdout
        #expect(exported.hasPrefix("$CATEGORY: Moodle GIFT tests\n\n::Q2:: What's between orange and green in the spectrum? {\n"
            + "\t=yellow#right; good!\n\t~red#wrong, it's yellow\n\t~blue#wrong, it's yellow\n}\n"), "\(exported)")
        #expect(exported.contains("::Q1:: 42 is the Absolute Answer to everything. {FALSE#42 is the Ultimate Answer.#You gave the right answer.}\n"))
        let file = cli.root.appendingPathComponent("again.gift").path
        #expect(try cli.succeed(["tests", "export", "Moodle GIFT tests", file]).stdout
            == "Exported “Moodle GIFT tests” (10 questions) to \(file).\n")
        #expect(try String(contentsOfFile: file, encoding: .utf8) == exported)

        try cli.succeed(["tests", "remove", "moodle-gift-tests", "--yes"])
        let reimport = try cli.run(["tests", "import", file])
        #expect(reimport.status == 0 && reimport.stderr.isEmpty, "\(reimport.stderr)")
        #expect(try cli.succeed(["tests", "export", "moodle-gift-tests", "-"]).stdout == exported)
    }

    @Test func aBundledTopicExportsAndReimportsIdentically() throws {
        let cli = try LearnctlRunner.signedUpForGrammar()
        let exported = try cli.succeed(["tests", "export", "articles"]).stdout
        #expect(exported.hasPrefix("$CATEGORY: Articles\n// description: "))
        #expect(exported.contains("\n// [tag:A1]\n::articles-01:: "))
        let renamed = exported.replacingOccurrences(of: "$CATEGORY: Articles\n", with: "$CATEGORY: Articles again\n")
        let path = try write(renamed, as: "articles-again.gift", in: cli)
        let imported = try cli.run(["tests", "import", path])
        #expect(imported.status == 0 && imported.stderr.isEmpty, "\(imported.stderr)")
        let again = try cli.succeed(["tests", "export", "articles again"]).stdout
        let withoutDescription = renamed.split(separator: "\n", omittingEmptySubsequences: false)
            .filter { !$0.hasPrefix("// description: ") }.joined(separator: "\n")
        #expect(again == withoutDescription)
    }

    @Test func aGeneratedTestExportsWithItsTitle() throws {
        let cli = try LearnctlRunner.signedUpForGrammar()
        try cli.succeed(["tests", "generate", "--topics", "articles", "--skills", "grammar", "--questions", "5", "--seed", "3"])
        let exported = try cli.succeed(["tests", "export", "--generated", "1"]).stdout
        #expect(exported.hasPrefix("$CATEGORY: Articles\n"), "\(exported)")
        #expect(exported.components(separatedBy: "\n::grammar\\:articles-").count == 6, "\(exported)")
        #expect(exported.contains("// Articles · grammar\n"))
        let missing = try cli.run(["tests", "export", "--generated", "9"])
        #expect(missing.status == 1)
    }

    @Test func generatedTestsAskLevelledTrueFalseQuestionsWithoutExplanations() throws {
        let cli = try LearnctlRunner.signedUpForGrammar()
        let statements = (1...5).map { "Statement \($0) is \($0 % 2 == 0 ? "true" : "false"). {\($0 % 2 == 0 ? "T" : "F")}" }
        let path = try write("$CATEGORY: Statements\n\n" + statements.joined(separator: "\n\n") + "\n", as: "statements.gift", in: cli)
        try cli.succeed(["tests", "import", path, "--level", "A2"])
        let made = try cli.run(["tests", "generate", "--topics", "statements", "--skills", "grammar", "--questions", "5", "--seed", "3"])
        #expect(made.status == 0, "\(made.stderr)")
        let lines = try cli.succeed(["tests", "start", "1", "--json"], stdin: String(repeating: "1\n", count: 5) + "yes\n").jsonLines
        let questions = lines.filter { $0["type"] as? String == "question" }
        #expect(questions.count == 5)
        #expect(questions.allSatisfy { ($0["options"] as? [String])?.count == 2 })
        let exported = try cli.succeed(["tests", "export", "--generated", "1"]).stdout
        #expect(exported.components(separatedBy: "\n\t=").count == 6, "\(exported)")
    }

    @Test func usageErrors() throws {
        let cli = try LearnctlRunner.signedUpForGrammar()
        #expect(try cli.run(["tests", "export"]).status == 2)
        #expect(try cli.run(["tests", "export", "articles", "out.gift", "--generated", "1"]).status == 2)
        let unknown = try cli.run(["tests", "export", "artcles"])
        #expect(unknown.status == 1)
        #expect(unknown.stderr.contains("Did you mean \"Articles\"?"))
    }
}
