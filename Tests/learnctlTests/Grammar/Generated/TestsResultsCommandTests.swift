import Foundation
import LearnCore
import Testing

/// `learnctl tests results ID` without a terminal: the score card and every question expanded,
/// the bands, the JSON object and the errors.
struct TestsResultsCommandTests {
    /// A signed-up runner in UTC whose database has the fixture's "Weekly check" (test 1).
    private func withWeeklyCheck() throws -> (LearnctlRunner, Int64) {
        let cli = try LearnctlRunner.signedUpForGrammar()
        cli.environment["TZ"] = "UTC"
        let id = try GeneratedTestFixture(cli: cli).insertWeeklyCheck()
        return (cli, id)
    }

    @Test func theResultsOfAKnownTestWithoutATerminal() throws {
        let (cli, id) = try withWeeklyCheck()
        let result = try cli.succeed(["tests", "results", String(id)])
        #expect(result.stderr == "")
        #expect(result.stdout == """
            Weekly check · results
            Score: 50% [Fair] · 2 out of 4 · 1 not answered
            A fair result: go through the review below and practise the topics you missed.

            Topics: Articles, Question Forms, The Lighthouse, My words
            Levels: A2 ×1, B1 ×2
            Skills: vocabulary 1, listening 1, grammar 2
            Submitted: 2025-01-31 09:30

            Review
              ✓ 1. grammar · Articles · A2
                   She's ___ best student in the class.
                     1) an
                     2) a
                     3) no article
                   ✓ 4) the — your answer, correct
                   Why: A superlative picks out one particular person, so it takes "the".

              ✓ 2. grammar · Question Forms · B1
                   Where ___ you live?
                     1) does
                     2) is
                   ✓ 3) do — your answer, correct
                   Why: "Do" makes questions with I, you, we and they.

              ✗ 3. listening · The Lighthouse · B1
                   Why did the keeper stay on the island?
                   ✗ 1) He was paid well — your answer
                     2) The storm
                   ✓ 3) He loved the sea — the correct answer
                     4) His family lived there
                   Why: Line 4 says that he stayed because he loved the sea.

              – 4. vocabulary · My words · not answered
                   la mer
                     1) the sky
                   ✓ 2) the sea — the correct answer
                     3) the sun
                   Why: “la mer” means “the sea” (card in My words).


            """)
    }

    @Test func theDateIsInTheLocalTimeZone() throws {
        let (cli, id) = try withWeeklyCheck()
        cli.environment["TZ"] = "Asia/Tokyo"
        #expect(try cli.succeed(["tests", "results", String(id)]).stdout.contains("Submitted: 2025-01-31 18:30\n"))
    }

    @Test(arguments: [
        (9, 10, "Score: 90% [Excellent] · 9 out of 10", ScoreBand.excellent),
        (8, 9, "Score: 89% [Good] · 8 out of 9", .good),
        (3, 4, "Score: 75% [Good] · 3 out of 4", .good),
        (1, 2, "Score: 50% [Fair] · 1 out of 2", .fair),
        (4, 9, "Score: 44% [Needs work] · 4 out of 9", .low),
        (0, 5, "Score: 0% [Needs work] · 0 out of 5", .low),
    ])
    func eachBandHasItsLabelAndSentence(right: Int, total: Int, scoreLine: String, band: ScoreBand) throws {
        let cli = try LearnctlRunner.signedUpForGrammar()
        let id = try GeneratedTestFixture(cli: cli).insertScore(right, of: total)
        let lines = try cli.succeed(["tests", "results", String(id)]).stdout.split(separator: "\n").map(String.init)
        #expect(lines[1] == scoreLine)
        #expect(lines[2] == band.interpretation)
        #expect(!lines.joined().contains("\u{1B}"))

        let json = try #require(try cli.succeed(["tests", "results", String(id), "--json"]).jsonLines.first)
        #expect(json["band"] as? String == band.rawValue)
        #expect(json["colour"] as? String == ["excellent": "green", "good": "blue", "fair": "orange", "low": "red"][band.rawValue])
        #expect(json["label"] as? String == band.label)
    }

    @Test func noColorKeepsTheLabelsEvenWhereColoursCouldShow() throws {
        let cli = try LearnctlRunner.signedUpForGrammar()
        cli.environment["NO_COLOR"] = "1"
        let id = try GeneratedTestFixture(cli: cli).insertScore(3, of: 4)
        let result = try cli.succeed(["tests", "results", String(id)])
        #expect(result.stdout.contains("Score: 75% [Good] · 3 out of 4\n"))
        #expect(!result.stdout.contains("\u{1B}"))
    }

    @Test func theJSONObject() throws {
        let (cli, id) = try withWeeklyCheck()
        let result = try cli.succeed(["tests", "results", String(id), "--json"])
        #expect(result.stdout.hasPrefix(#"{"band":"fair","colour":"orange","correct":2,"interpretation":"#))
        #expect(result.stdout.split(separator: "\n").count == 1)
        let json = try #require(result.jsonLines.first)
        #expect(Set(json.keys) == [
            "type", "test", "title", "percent", "correct", "total", "unanswered", "band", "label", "colour",
            "interpretation", "topics", "levels", "skills", "submitted_at", "questions",
        ])
        #expect(json["type"] as? String == "results")
        #expect(json["test"] as? Int == Int(id))
        #expect(json["title"] as? String == "Weekly\u{07} check")
        #expect(json["percent"] as? Int == 50)
        #expect(json["correct"] as? Int == 2)
        #expect(json["total"] as? Int == 4)
        #expect(json["unanswered"] as? Int == 1)
        #expect(json["interpretation"] as? String == ScoreBand.fair.interpretation)
        #expect(json["submitted_at"] as? String == "2025-01-31T09:30:00Z")
        #expect(json["levels"] as? [String: Int] == ["A2": 1, "B1": 2])
        #expect(json["skills"] as? [String: Int] == ["vocabulary": 1, "listening": 1, "grammar": 2])
        let topics = try #require(json["topics"] as? [[String: String]])
        #expect(topics.map { $0["name"] } == ["Articles", "Question Forms", "The Lighthouse", "My words"])
        #expect(topics[2] == ["name": "The Lighthouse", "slug": "the-lighthouse", "skill": "listening"])

        let questions = try #require(json["questions"] as? [[String: Any]])
        #expect(questions.count == 4)
        #expect(Set(questions[0].keys) == [
            "number", "id", "skill", "topic", "level", "prompt", "options", "correct_option", "chosen_option", "correct",
            "explanation",
        ])
        #expect(questions.map { $0["number"] as? Int } == [1, 2, 3, 4])
        #expect(questions.map { $0["id"] as? String } == ["articles-07", "question-forms-03", "lighthouse:2", "card:12"])
        #expect(questions.map { $0["correct"] as? Bool } == [true, true, false, false])
        #expect(questions.map { $0["correct_option"] as? Int } == [4, 3, 3, 2])
        #expect(questions[2]["chosen_option"] as? Int == 1)
        #expect(questions[3]["chosen_option"] is NSNull)
        #expect(questions[3]["level"] is NSNull)
        #expect(questions[2]["skill"] as? String == "listening")
        #expect(questions[2]["topic"] as? String == "The Lighthouse")
        #expect(questions[1]["prompt"] as? String == "Where ___ you\tlive?")
        #expect(questions[2]["options"] as? [String] == ["He was paid well", "The storm", "He loved the sea", "His family lived there"])
        #expect(questions[0]["explanation"] as? String == GeneratedTestFixture.weeklyCheck[0].explanation)
    }

    @Test func aTestGeneratedFromTheBankAndTakenShowsItsOwnAnswers() async throws {
        let cli = try LearnctlRunner.signedUpForGrammar()
        let fixture = GeneratedTestFixture(cli: cli)
        let bank = try QuestionBank.load(from: TestsTopicsCommandTests.bundledDirectory)
        let tests = GeneratedTests(account: try fixture.account(), database: try LearnDatabase.open(at: cli.databaseURL),
                                   clock: .fixed(at: Date(timeIntervalSince1970: 1_738_314_000)))
        let test = try tests.generate(TestRequest(topics: ["articles"], questionCount: 6, skills: [.grammar], seed: 7),
                                      bank: bank, recordings: [])
        let id = try #require(test.id)
        #expect(test.state == .ready)

        // Right, wrong, right, wrong, then submitted with two unanswered.
        var session = try tests.start(id)
        _ = try session.start()
        for number in 0..<4 {
            let question = try #require(session.currentQuestion)
            let option = number.isMultiple(of: 2) ? question.correctOption : (question.correctOption + 1) % question.options.count
            _ = try session.handle(.choose(option + 1))
            _ = try session.handle(.check)
            _ = try session.handle(.next)
        }
        #expect(try session.handle(.submit(confirmed: true)).contains { if case .summary = $0 { true } else { false } })

        let json = try #require(try cli.succeed(["tests", "results", String(id), "--json"]).jsonLines.first)
        #expect(json["correct"] as? Int == 2)
        #expect(json["total"] as? Int == 6)
        #expect(json["unanswered"] as? Int == 2)
        #expect(json["percent"] as? Int == 33)
        #expect(json["band"] as? String == "low")
        let questions = try #require(json["questions"] as? [[String: Any]])
        #expect(questions.map { $0["correct"] as? Bool } == [true, false, true, false, false, false])
        #expect(questions.map { $0["chosen_option"] is NSNull } == [false, false, false, false, true, true])

        let text = try cli.succeed(["tests", "results", String(id)]).stdout
        #expect(text.contains("Score: 33% [Needs work] · 2 out of 6 · 2 not answered\n"))
        for question in try tests.questions(of: id) {
            #expect(text.contains(question.prompt))
            #expect(text.contains("Why: \(question.explanation)\n"))
        }
        #expect(text.components(separatedBy: "— your answer, correct").count == 3)
        #expect(text.components(separatedBy: "— your answer\n").count == 3)
        #expect(text.components(separatedBy: "· not answered\n").count == 3)
    }

    @Test func errorsExitWithStatusOne() throws {
        let cli = try LearnctlRunner.signedUpForGrammar()
        let missing = try cli.run(["tests", "results", "42"])
        #expect(missing.status == 1)
        #expect(missing.stderr == "Error: There is no generated test 42. Run `learnctl tests list` to see yours.\n")
        #expect(missing.stdout == "")

        let fixture = GeneratedTestFixture(cli: cli)
        let id = try fixture.insert(title: "Half done", questions: [GeneratedTestFixture.weeklyCheck[0]], state: "in_progress")
        let unfinished = try cli.run(["tests", "results", String(id), "--json"])
        #expect(unfinished.status == 1)
        #expect(unfinished.stderr == "Error: Test \(id) is in progress; its results are shown once it is submitted.\n")
        #expect(unfinished.stdout == "")

        #expect(try cli.run(["tests", "results", "first"]).status == LearnctlRunner.usageErrorStatus)

        // Another account's test is not there.
        let grace = try LearnctlRunner(databaseURL: cli.databaseURL)
        try grace.signUp("grace@example.com")
        let other = try GeneratedTestFixture(cli: grace, email: "grace@example.com").insertWeeklyCheck()
        #expect(try cli.run(["tests", "results", String(other)]).status == 1)
        #expect(try grace.run(["tests", "results", String(other)]).status == 0)

        #expect(try LearnctlRunner().run(["tests", "results", "1"]).stderr
            == "Error: Not signed in — run `learnctl signin` or `learnctl signup`.\n")
    }
}
