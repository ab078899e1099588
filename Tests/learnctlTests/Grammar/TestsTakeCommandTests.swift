import Foundation
import Testing

struct TestsTakeCommandTests {
    /// The brief's flow: Check before a choice does nothing, a wrong answer shows the correct
    /// one, Continue resets the card, and the summary counts the answers.
    @Test func theWholeFlowScriptedLineByLine() throws {
        let cli = try LearnctlRunner.signedUpForGrammar()
        let q = try cli.probe("articles", count: 3)
        let input = [
            "check", "continue", "choose \(q[0].wrongOption)", "check", "check", "continue",
            "check", "choose \(q[1].correctOption)", "check", "continue",
            "\(q[2].correctOption)", "continue",
        ]
        let result = try cli.run(["tests", "take", "Articles", "--count", "3"], stdin: input.joined(separator: "\n") + "\n")

        #expect(result.status == 0)
        #expect(result.stderr.isEmpty)
        let expected = q[0].card(title: "Articles", number: 1, of: 3)
            + "Choose an option first.\n"
            + "Check your answer first.\n"
            + "Your answer: \(q[0].wrongOption)) \(q[0].option(q[0].wrongOption))\n"
            + "Incorrect. The correct answer is \(q[0].correctOption)) \(q[0].option(q[0].correctOption).asSentence)\n"
            + "Why: \(q[0].explanation)\n"
            + "This question is checked; continue to the next one.\n"
            + q[1].card(title: "Articles", number: 2, of: 3)
            + "Choose an option first.\n"
            + "Your answer: \(q[1].correctOption)) \(q[1].option(q[1].correctOption))\n"
            + "Correct: \(q[1].correctOption)) \(q[1].option(q[1].correctOption))\n"
            + "Why: \(q[1].explanation)\n"
            + q[2].card(title: "Articles", number: 3, of: 3)
            + "Your answer: \(q[2].correctOption)) \(q[2].option(q[2].correctOption))\n"
            + "Correct: \(q[2].correctOption)) \(q[2].option(q[2].correctOption))\n"
            + "Why: \(q[2].explanation)\n"
            + "\nArticles · summary\n"
            + "Correct: 2  Incorrect: 1  Score: 67%\n"
            + "Missed questions:\n"
            + "  - \(q[0].prompt)\n"
            + "    Correct answer: \(q[0].option(q[0].correctOption)) (you chose: \(q[0].option(q[0].wrongOption)))\n"
        #expect(result.stdout == expected)
    }

    @Test func jsonGivesOneObjectPerCard() throws {
        let cli = try LearnctlRunner.signedUpForGrammar()
        let q = try cli.probe("modal-verbs", count: 2)
        let input = ["check", "choose \(q[0].wrongOption)", "check", "continue", "\(q[1].correctOption)", "continue"]
        let result = try cli.run(
            ["tests", "take", "modal verbs", "--count", "2", "--json"], stdin: input.joined(separator: "\n") + "\n")

        #expect(result.status == 0)
        #expect(result.jsonTypes == ["question", "notice", "chosen", "result", "question", "chosen", "result", "summary"])
        let lines = result.jsonLines
        #expect(lines.count == result.stdout.split(separator: "\n").count, "every line is a JSON object")

        #expect(lines[0]["id"] as? String == q[0].id)
        #expect(lines[0]["title"] as? String == "Modal Verbs")
        #expect(lines[0]["options"] as? [String] == q[0].options)
        #expect(lines[0]["number"] as? Int == 1)
        #expect(lines[0]["total"] as? Int == 2)
        #expect(lines[1]["message"] as? String == "Choose an option first.")
        #expect(lines[2]["option"] as? Int == q[0].wrongOption)

        let wrong = lines[3]
        #expect(wrong["correct"] as? Bool == false)
        #expect(wrong["correct_answer"] as? String == q[0].option(q[0].correctOption))
        #expect(wrong["chosen_answer"] as? String == q[0].option(q[0].wrongOption))
        #expect(wrong["explanation"] as? String == q[0].explanation)
        #expect(lines[6]["correct"] as? Bool == true)

        let summary = lines[7]
        #expect(summary["correct"] as? Int == 1)
        #expect(summary["incorrect"] as? Int == 1)
        #expect(summary["percent"] as? Int == 50)
        let missed = summary["missed"] as? [[String: String]]
        #expect(missed?.map { $0["id"] } == [q[0].id])
        #expect(missed?.first?["correct_answer"] == q[0].option(q[0].correctOption))
    }

    @Test func aBareNumberChoosesAndChecksAndContinuesFromAResult() throws {
        let cli = try LearnctlRunner.signedUpForGrammar()
        let q = try cli.probe("passive-voice", count: 3)
        let result = try cli.run(
            ["tests", "take", "passive-voice", "--count", "3", "--json"],
            stdin: "\(q[0].correctOption)\n\(q[1].wrongOption)\n\(q[2].correctOption)\n")

        #expect(result.status == 0)
        #expect(result.jsonTypes == [
            "question", "chosen", "result", "question", "chosen", "result", "question", "chosen", "result", "summary",
        ])
        let summary = try #require(result.jsonLines.last)
        #expect(summary["correct"] as? Int == 2)
        #expect(summary["incorrect"] as? Int == 1)
    }

    @Test func inputThatMeansNothingChangesNothing() throws {
        let cli = try LearnctlRunner.signedUpForGrammar()
        let q = try cli.probe("articles", count: 1)
        let count = q[0].options.count
        let result = try cli.run(
            ["tests", "take", "articles", "--count", "1"],
            stdin: "maybe\n\(count + 1)\nchoose 0\ncheck\nchoose x\n")

        #expect(result.status == 0)
        #expect(result.stdout == q[0].card(title: "Articles", number: 1, of: 1)
            + "Unknown input “maybe”. Type an option number, choose N, check, continue or quit.\n"
            + "There is no option \(count + 1); choose one from 1 to \(count).\n"
            + "There is no option 0; choose one from 1 to \(count).\n"
            + "Choose an option first.\n"
            + "Unknown input “choose x”. Type an option number, choose N, check, continue or quit.\n"
            + "\nTest paused after 0 of 1 question. Run `learnctl tests resume` to continue.\n")
    }

    @Test func testsAreDrawnLeastSeenFirst() throws {
        let cli = try LearnctlRunner.signedUpForGrammar()
        var seen: [String] = []
        for _ in 0..<4 {
            let result = try cli.succeed(["tests", "take", "future-forms", "--count", "3", "--json"], stdin: "1\n1\n1\n")
            seen += result.jsonLines.filter { $0["type"] as? String == "question" }.compactMap { $0["id"] as? String }
        }
        // Future Forms has 13 questions: four tests of 3 never repeat one.
        #expect(seen.count == 12)
        #expect(Set(seen).count == 12)
    }

    @Test func theDefaultIsTenQuestions() throws {
        let cli = try LearnctlRunner.signedUpForGrammar()
        let result = try cli.succeed(["tests", "take", "articles", "--json"], stdin: "quit\n")
        #expect(result.jsonLines.first?["total"] as? Int == 10)
        #expect(result.jsonTypes == ["question", "paused"])
    }

    @Test func anUnknownTopicSuggestsAName() throws {
        let cli = try LearnctlRunner.signedUpForGrammar()
        let result = try cli.run(["tests", "take", "artcles"])
        #expect(result.status == 1)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr == "Error: There is no grammar topic called “artcles”. Did you mean \"Articles\"?\n")

        let far = try cli.run(["tests", "take", "quantum physics"])
        #expect(far.status == 1)
        #expect(far.stderr
            == "Error: There is no grammar topic called “quantum physics”. Run `learnctl tests topics` to see them all.\n")
    }

    @Test func usageErrorsAndMissingSessions() throws {
        let cli = try LearnctlRunner.signedUpForGrammar()
        let zero = try cli.run(["tests", "take", "articles", "--count", "0"])
        #expect(zero.status == LearnctlRunner.usageErrorStatus)
        #expect(zero.stderr.contains("--count must be at least 1."))

        let badSeed = try LearnctlRunner.signedUpForGrammar("grace@example.com")
        badSeed.environment["LEARNCTL_SEED"] = "lucky"
        let seedResult = try badSeed.run(["tests", "take", "articles"])
        #expect(seedResult.status == 1)
        #expect(seedResult.stderr == "Error: LEARNCTL_SEED must be a whole number, not “lucky”.\n")

        let anonymous = try LearnctlRunner()
        let signedOut = try anonymous.run(["tests", "take", "articles"])
        #expect(signedOut.status == 1)
        #expect(signedOut.stderr == "Error: Not signed in — run `learnctl signin` or `learnctl signup`.\n")
    }

    @Test func missingContentIsReported() throws {
        let cli = try LearnctlRunner.signedUpForGrammar()
        cli.environment["LEARNCTL_CONTENT_DIR"] = cli.root.appendingPathComponent("nowhere").path
        let result = try cli.run(["tests", "topics"])
        #expect(result.status == 1)
        #expect(result.stderr == "Error: The bundled grammar content was not found (looked in "
            + "\(cli.root.appendingPathComponent("nowhere/grammar").path)). "
            + "Set LEARNCTL_CONTENT_DIR to the folder that contains grammar/.\n")
    }
}
