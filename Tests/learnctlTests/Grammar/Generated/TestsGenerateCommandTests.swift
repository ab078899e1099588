import Foundation
import Testing
import TestSupport

/// `learnctl tests generate`, `list`, `start`, `resume` and `retry` with a real listend serving
/// one recording with five comprehension questions (the practice fixture).
@Suite(.serialized)
struct TestsGenerateCommandTests {
    @Test func listeningQuestionsComeFromRecordingsPractisedOrNamed() throws {
        let fixture = try PracticeFixture()
        defer { fixture.close() }
        let unpractised = try fixture.cli.succeed(["tests", "generate", "--dry-run", "--json", "--seed", "4", "--questions", "6",
                                                   "--skills", "grammar,listening", "--level", "A2"])
        #expect(unpractised.stderr.contains("No listening questions: they come from the recordings you have practised"))
        let slots = try #require(PracticeFixture.objects(unpractised.stdout).first?["slots"] as? [[String: Any]])
        #expect(!slots.contains { $0["skill"] as? String == "listening" })
        let named = try fixture.cli.succeed(["tests", "generate", "--dry-run", "--json", "--seed", "4", "--questions", "5",
                                             "--topics", "station talk"])
        #expect(!named.stderr.contains("No listening questions"))
        let namedSlots = try #require(PracticeFixture.objects(named.stdout).first?["slots"] as? [[String: Any]])
        #expect(namedSlots.count == 5 && namedSlots.allSatisfy { $0["skill"] as? String == "listening" })
    }

    @Test func startGoesStraightIntoTheTestWithoutSayingHowToStartIt() throws {
        let fixture = try PracticeFixture()
        defer { fixture.close() }
        let made = try fixture.cli.succeed(["tests", "generate", "--topics", "station talk", "--questions", "5", "--seed", "3",
                                            "--start"], stdin: "quit\n")
        #expect(made.stdout.hasPrefix("Test 1 “Station Talk” is ready: 5 questions"), "\(made.stdout)")
        #expect(!made.stdout.contains("Start it with"), "\(made.stdout)")
        #expect(made.stdout.contains("question 1 of 5"), "\(made.stdout)")
    }

    @Test func theDryRunPrintsTheBlueprintWithListeningSlotsAndStoresNothing() throws {
        let fixture = try PracticeFixture()
        defer { fixture.close() }
        try fixture.cli.succeed(["practice", "dictation", "Station Talk", "--json", "--no-play"], stdin: "")
        let dry = try fixture.cli.succeed(["tests", "generate", "--dry-run", "--json", "--seed", "4", "--questions", "6",
                                           "--skills", "grammar,listening", "--level", "A2"])
        let blueprint = try #require(PracticeFixture.objects(dry.stdout).first)
        #expect(blueprint["type"] as? String == "blueprint")
        let slots = try #require(blueprint["slots"] as? [[String: Any]])
        #expect(slots.count == 6)
        #expect(slots.filter { $0["skill"] as? String == "listening" }.count == 3)
        #expect(slots.allSatisfy { $0["level"] as? String == "A2" })
        #expect(slots.filter { $0["skill"] as? String == "listening" }.allSatisfy {
            $0["topic"] as? String == PracticeFixture.title && $0["bloom"] as? String == "understand"
                && $0["template"] as? String == "comprehension"
        })
        #expect(blueprint["problem"] is NSNull)
        let text = try fixture.cli.succeed(["tests", "generate", "--dry-run", "--seed", "4", "--questions", "6",
                                            "--skills", "grammar,listening", "--level", "A2"]).stdout
        #expect(text.hasPrefix("Blueprint: 6 questions, level A2\nSkills: listening 3 (understand), grammar 3 (apply)\n"
            + "Levels: A2 ×6\n"), "\(text)")
        #expect(text.contains("Slot  Topic"))
        #expect(try fixture.cli.succeed(["tests", "list"]).stdout.hasPrefix("You have no generated tests yet."))
    }

    @Test func theSameSeedGivesTheSameTest() throws {
        let fixture = try PracticeFixture()
        defer { fixture.close() }
        var firstCards: [[String]] = []
        for _ in 0..<2 {
            let made = try fixture.cli.succeed(["tests", "generate", "--seed", "99", "--questions", "8", "--json"])
            let test = try #require(PracticeFixture.objects(made.stdout).first)
            #expect(test["type"] as? String == "test" && test["state"] as? String == "ready")
            let id = try #require(test["id"] as? Int)
            let started = try fixture.cli.succeed(["tests", "start", String(id), "--json"], stdin: "quit\n")
            let card = try #require(PracticeFixture.objects(started.stdout).first { $0["type"] as? String == "question" })
            firstCards.append([card["id"] as? String ?? "", card["prompt"] as? String ?? ""]
                + (card["options"] as? [String] ?? []))
        }
        #expect(firstCards[0] == firstCards[1])
        #expect(firstCards[0].count >= 5)
    }

    @Test func aListeningTestIsTakenOnATerminalSurvivesAKillAndIsSubmittedEarly() throws {
        let fixture = try PracticeFixture()
        defer { fixture.close() }
        let made = try fixture.cli.succeed(["tests", "generate", "--topics", "station talk", "--questions", "5",
                                            "--level", "A2", "--seed", "3", "--title", "Station quiz"])
        #expect(made.stdout == """
            Test 1 “Station quiz” is ready: 5 questions (listening 5; levels A2 ×5).
            Start it with `learnctl tests start 1`.

            """)
        let terminal = try PseudoTerminal()
        let process = try fixture.cli.makeProcess(["tests", "start", "1"])
        try terminal.run(process)
        try terminal.waitFor("Station quiz · question 1 of 5 · Station Talk · listening · A2")
        try terminal.waitFor("1/5")
        let number = try questionNumber(on: terminal)
        let right = try rightOption(on: terminal, number: number)
        terminal.type("\(right)\r")
        try terminal.waitFor("Correct: \(right)) Right \(number)")
        terminal.type("p")
        try terminal.waitFor("Playing line \(number)")
        #expect(try fixture.cli.waitForStatus {
            let position = $0["position"] as? Double ?? 0
            return $0["state"] as? String == "paused" && abs(position - Double(number + 1)) < 0.15
        }, "p plays the question's line and stops at its end")
        terminal.type("\r")
        try terminal.waitFor("question 2 of 5")
        let second = try questionNumber(on: terminal)
        let wrong = try rightOption(on: terminal, number: second) % 3 + 1
        terminal.type("\(wrong)\r")
        try terminal.waitFor("Incorrect. The correct answer is")
        kill(process.processIdentifier, SIGKILL)
        process.waitUntilExit()

        let list = try fixture.cli.succeed(["tests", "list", "--json"]).stdout
        let listed = try #require((try JSONSerialization.jsonObject(with: Data(list.utf8)) as? [[String: Any]])?.first)
        #expect(listed["state"] as? String == "in_progress" && listed["answered"] as? Int == 2)

        let resumed = try fixture.cli.succeed(["tests", "resume", "--json"], stdin: "submit\nno\n1\nsubmit\nyes\n")
        let cards = PracticeFixture.objects(resumed.stdout)
        #expect((cards.first?["number"] as? Int) == 3, "resume continues after the last checked question")
        let confirmations = cards.filter { $0["type"] as? String == "confirm" }.compactMap { $0["unanswered"] as? Int }
        #expect(confirmations == [3, 2])
        #expect(cards.contains { $0["type"] as? String == "notice" && $0["message"] as? String == "Not submitted." })
        let after = try fixture.cli.succeed(["tests", "list", "--json"]).stdout
        let submitted = try #require((try JSONSerialization.jsonObject(with: Data(after.utf8)) as? [[String: Any]])?.first)
        #expect(submitted["state"] as? String == "submitted")
        #expect(submitted["answered"] as? Int == 3 && submitted["questions"] as? Int == 5)
    }

    @Test func aFailedTestSaysWhichSlotAndIsRetriedOnceTheMaterialIsThere() throws {
        let fixture = try PracticeFixture()
        defer { fixture.close() }
        try fixture.cli.succeed(["cards", "group", "add", "Mini"])
        try fixture.cli.succeed(["cards", "add", "uno", "--translation", "one", "--group", "Mini"])
        try fixture.cli.succeed(["cards", "add", "dos", "--translation", "two", "--group", "Mini"])
        let failed = try fixture.cli.run(["tests", "generate", "--topics", "mini", "--questions", "5", "--seed", "1"])
        #expect(failed.status == 1)
        #expect(failed.stderr.hasSuffix("""
            Error: Test 1 could not be generated. Slot 1 (Mini, vocabulary) could not be filled: the card group Mini \
            has no cards that can be asked (a card needs two others in its group with different translations), and \
            the test needs 5. Add cards to it, or ask for fewer questions or more topics. Run `learnctl tests retry 1` \
            to try again.

            """), "\(failed.stderr)")
        let start = try fixture.cli.run(["tests", "start", "1"])
        #expect(start.status == 1)
        #expect(start.stderr.contains("Test 1 could not be generated; run `learnctl tests retry 1`"), "\(start.stderr)")

        for (word, meaning) in [("tres", "three"), ("cuatro", "four"), ("cinco", "five")] {
            try fixture.cli.succeed(["cards", "add", word, "--translation", meaning, "--group", "Mini"])
        }
        let retried = try fixture.cli.succeed(["tests", "retry", "1", "--json"])
        let test = try #require(PracticeFixture.objects(retried.stdout).first)
        #expect(test["state"] as? String == "ready" && test["questions"] as? Int == 5)
        #expect(try fixture.cli.run(["tests", "retry", "1"]).stderr
            == "Error: Test 1 is ready; only a failed test can be generated again.\n")
    }

    @Test func unknownTopicsAndBadOptionsAreErrorsThatStoreNothing() throws {
        let fixture = try PracticeFixture()
        defer { fixture.close() }
        let unknown = try fixture.cli.run(["tests", "generate", "--topics", "artcles"])
        #expect(unknown.status == 1)
        #expect(unknown.stderr == "Error: There is no topic called “artcles” in your grammar topics, recordings, card groups "
            + "or cloze lists. Did you mean \"Articles\"?\n", "\(unknown.stderr)")
        let outside = try fixture.cli.run(["tests", "generate", "--topics", "articles", "--skills", "vocabulary"])
        #expect(outside.stderr == "Error: “articles” has grammar questions only, and the test asks for vocabulary ones.\n")
        #expect(try fixture.cli.run(["tests", "generate", "--questions", "4"]).status == 2)
        #expect(try fixture.cli.run(["tests", "generate", "--questions", "51"]).status == 2)
        #expect(try fixture.cli.run(["tests", "generate", "--level", "C2"]).status == 2)
        #expect(try fixture.cli.run(["tests", "generate", "--skills", "reading"]).status == 2)
        #expect(try fixture.cli.succeed(["tests", "list"]).stdout.hasPrefix("You have no generated tests yet."))
    }

    /// The number N of "Question N?" on the card now showing.
    private func questionNumber(on terminal: PseudoTerminal) throws -> Int {
        let line = try terminal.waitForLine(containing: "Question ")
        guard let range = line.range(of: #"Question (\d)\?"#, options: .regularExpression),
              let digit = line[range].first(where: \.isNumber)?.wholeNumberValue
        else { throw PracticeTestFailure("no question number in “\(line)”") }
        return digit
    }

    /// The number of the option "Right N" on the question card now showing.
    private func rightOption(on terminal: PseudoTerminal, number: Int) throws -> Int {
        let line = try terminal.waitForLine(containing: ") Right \(number)")
        guard let option = line.trimmingCharacters(in: .whitespaces).first?.wholeNumberValue else {
            throw PracticeTestFailure("no option number in “\(line)”")
        }
        return option
    }
}
