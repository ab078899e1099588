import Foundation
import Testing

struct TestsResumeCommandTests {
    @Test func aTestLeftMidwayContinuesWhereItStopped() throws {
        let cli = try LearnctlRunner.signedUpForGrammar()
        let q = try cli.probe("conditionals", count: 3)

        let first = try cli.run(["tests", "take", "conditionals", "--count", "3"],
                                stdin: "\(q[0].wrongOption)\ncontinue\nchoose \(q[1].correctOption)\nquit\n",
                                now: learnctlNow())
        #expect(first.status == 0)
        #expect(first.stdout.hasSuffix(q[1].card(title: "Conditionals", number: 2, of: 3)
            + "Your answer: \(q[1].correctOption)) \(q[1].option(q[1].correctOption))\n"
            + "\nTest paused after 1 of 3 questions. Run `learnctl tests resume` to continue.\n"))

        let resumed = try cli.run(["tests", "resume"], stdin: "\(q[1].correctOption)\n\(q[2].correctOption)\n",
                                  now: learnctlNow(plus: day))
        #expect(resumed.status == 0)
        #expect(resumed.stdout.hasPrefix(q[1].card(title: "Conditionals", number: 2, of: 3)))
        #expect(resumed.stdout.hasSuffix("""

            Conditionals · summary
            Correct: 2  Incorrect: 1  Score: 67%
            Missed questions:
              - \(q[0].prompt)
                Correct answer: \(q[0].option(q[0].correctOption)) (you chose: \(q[0].option(q[0].wrongOption)))

            """))

        let nothing = try cli.run(["tests", "resume"])
        #expect(nothing.status == 1)
        #expect(nothing.stderr
            == "Error: There is no unfinished test to resume. Start one with `learnctl tests take TOPIC` or "
            + "`learnctl tests generate`.\n")
    }

    @Test func theEndOfInputKeepsTheAttemptToo() throws {
        let cli = try LearnctlRunner.signedUpForGrammar()
        let q = try cli.probe("relative-clauses", count: 2)
        let first = try cli.run(["tests", "take", "relative clauses", "--count", "2", "--json"],
                                stdin: "\(q[0].correctOption)\n")
        #expect(first.jsonTypes == ["question", "chosen", "result", "paused"])
        #expect(first.jsonLines.last?["answered"] as? Int == 1)
        #expect(first.jsonLines.last?["total"] as? Int == 2)

        let resumed = try cli.run(["tests", "resume", "--json"], stdin: "\(q[1].wrongOption)\n")
        #expect(resumed.jsonTypes == ["question", "chosen", "result", "summary"],
                "the end of input after the last answer shows the summary")
        #expect(resumed.jsonLines.first?["id"] as? String == q[1].id)
        #expect(resumed.jsonLines.first?["options"] as? [String] == q[1].options)
        let summary = try #require(resumed.jsonLines.last)
        #expect(summary["correct"] as? Int == 1)
        #expect(summary["incorrect"] as? Int == 1)
        #expect(try cli.run(["tests", "resume"]).status == 1)
    }

    @Test func resumeTakesTheLatestUnfinishedAttempt() throws {
        let cli = try LearnctlRunner.signedUpForGrammar()
        try cli.succeed(["tests", "take", "articles", "--count", "2"], stdin: "1\n", now: learnctlNow())
        try cli.succeed(["tests", "take", "future forms", "--count", "2"], stdin: "1\n", now: learnctlNow(plus: 60))
        let resumed = try cli.succeed(["tests", "resume", "--json"], stdin: "quit\n")
        #expect(resumed.jsonLines.first?["title"] as? String == "Future Forms")
    }
}
