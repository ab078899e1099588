import Foundation
import ListenProtocol
import Testing
import TestSupport

/// Marking lines while listening, on a terminal against a fake listend serving the café
/// transcript: `m` in the player and Ctrl-T or `m` in a dictation mark the line heard, and
/// `learnctl practice marks` lists and clears what was marked.
@Suite struct LineMarkKeysTests {
    /// A learnctl talking to a fake listend at line `line` of the café transcript; signed in when `signedIn`.
    func fake(line: Int?, signedIn: Bool = true) throws -> (FakeListend, LearnctlRunner) {
        let (fake, cli) = try TranscriptFixture.fake(TranscriptFixture.status(line: line))
        fake.replies.questions = FakeListend.json(QuestionsPayload(track: TranscriptFixture.track, questions: []))
        if signedIn { try cli.startSignedUp() }
        cli.environment["NO_COLOR"] = "1"
        return (fake, cli)
    }

    /// `practice marks --json`'s recordings.
    func markedJSON(_ cli: LearnctlRunner) throws -> [[String: Any]] {
        let output = try cli.succeed(["practice", "marks", "--json"]).stdout
        return try #require(try JSONSerialization.jsonObject(with: Data(output.utf8)) as? [[String: Any]])
    }

    @Test func mInThePlayerMarksTheLineHeardShowsItAndPracticeMarksListsIt() throws {
        let (fake, cli) = try fake(line: 2)
        let terminal = try PseudoTerminal()
        let process = try cli.makeProcess(["player"], now: learnctlNow(plus: 60))
        try terminal.run(process)
        defer { if process.isRunning { process.terminate() } }
        try terminal.waitForFrame(containing: " ▶  2  Ben: Of course. Here you are.")
        try fake.waitForSubscriber()

        terminal.type("m")
        let marked = try terminal.waitForFrame(containing: "Line 2 marked for export (1 marked).")
        #expect(marked.contains(" ▶★ 2  Ben: Of course. Here you are."), "★ before the marked line: \(marked.debugDescription)")

        // Between lines, m marks the line just heard; the next line heard is marked as it plays.
        fake.change(to: TranscriptFixture.status(line: 3), event: .line)
        try terminal.waitForFrame(containing: "  ★ 2  Ben: Of course.")
        fake.change(to: TranscriptFixture.status(line: nil), event: .line)
        try terminal.waitForFrame(containing: "    3  The café is quiet")
        terminal.type("m")
        let between = try terminal.waitForFrame(containing: "Line 3 marked for export (2 marked).")
        #expect(between.contains("  ★ 3  The café is quiet"), "\(between.debugDescription)")
        #expect(fake.requests("line").isEmpty && fake.requests("seek").isEmpty, "marking asks listend nothing")

        let listed = try cli.succeed(["practice", "marks"]).stdout
        #expect(listed == """
            At the Café  (2 lines marked)
              2  0:04.2–0:06.0  Of course. Here you are.
              3  0:06.4–0:09.9  The café is quiet at this hour.

            """, "\(listed.debugDescription)")
        let recordings = try markedJSON(cli)
        #expect(recordings.count == 1)
        #expect(recordings.first?["recording"] as? String == "cafe")
        #expect(recordings.first?["title"] as? String == "At the Café")
        let lines = try #require(recordings.first?["lines"] as? [[String: Any]])
        #expect(lines.map { $0["line"] as? Int } == [2, 3])
        #expect(lines[0]["start"] as? Double == 4.25 && lines[0]["end"] as? Double == 6.05)
        #expect(lines[0]["text"] as? String == "Of course. Here you are.")
        #expect(lines[1]["text"] as? String == "The café is quiet\nat this hour.", "the transcript's text as it is")
        #expect(lines[0]["marked_at"] as? String == "2025-01-31T09:01:00Z")

        // m again unmarks the line.
        fake.change(to: TranscriptFixture.status(line: 2), event: .line)
        try terminal.waitForFrame(containing: " ▶★ 2  Ben")
        terminal.type("m")
        let unmarked = try terminal.waitForFrame(containing: "Line 2 unmarked (1 marked).")
        #expect(unmarked.contains(" ▶  2  Ben: Of course."))
        #expect(try markedJSON(cli).first.flatMap { $0["lines"] as? [[String: Any]] }?.map { $0["line"] as? Int } == [3])

        terminal.type("q")
        try waitForExit(of: process, timeout: 10)
        #expect(process.terminationStatus == 0)
    }

    @Test func withoutAnAccountMInThePlayerSaysMarkingNeedsOneAndThePlayerGoesOn() throws {
        let (fake, cli) = try fake(line: 2, signedIn: false)
        let terminal = try PseudoTerminal()
        let process = try cli.makeProcess(["player"])
        try terminal.run(process)
        defer { if process.isRunning { process.terminate() } }
        try terminal.waitForFrame(containing: "Listening Practice")
        try fake.waitForSubscriber()

        terminal.type("m")
        try terminal.waitForFrame(containing: "Marking lines needs an account: run `learnctl signin`")
        terminal.type(" ")
        try fake.waitForRequests("toggle")
        terminal.type("q")
        try waitForExit(of: process, timeout: 10)
        #expect(process.terminationStatus == 0)
        #expect(!FileManager.default.fileExists(atPath: cli.databaseURL.path), "the player creates no database")
    }

    @Test func beforeAnyLineIsHeardMSaysThereIsNoLineToMark() throws {
        let (fake, cli) = try fake(line: nil)
        let terminal = try PseudoTerminal()
        let process = try cli.makeProcess(["player"])
        try terminal.run(process)
        defer { if process.isRunning { process.terminate() } }
        try terminal.waitForFrame(containing: "Listening Practice")
        try fake.waitForSubscriber()
        terminal.type("m")
        try terminal.waitForFrame(containing: "No transcript line has been heard yet: there is no line to mark.")
        terminal.type("q")
        try waitForExit(of: process, timeout: 10)
        #expect(try markedJSON(cli).isEmpty)
    }

    @Test func ctrlTWhileTypingAndMAfterACheckMarkTheLineDictated() throws {
        let (fake, cli) = try fake(line: 1)
        let terminal = try PseudoTerminal()
        let process = try cli.makeProcess(["practice", "dictation", "At the Café"])
        try terminal.run(process)
        defer { if process.isRunning { process.terminate() } }

        try terminal.waitFor("Ctrl-T mark")
        try terminal.waitFor("line 1 of 12")
        try fake.waitForRequests("line")
        terminal.type("good morning could ")
        terminal.type("\u{14}")
        try terminal.waitFor("Line 1 marked for export (1 marked).")
        terminal.type("I see the menu please\r")
        try terminal.waitFor("perfect")
        #expect(try markedJSON(cli).first.flatMap { $0["lines"] as? [[String: Any]] }?.map { $0["line"] as? Int } == [1],
                "the line is marked, and the words typed around Ctrl-T are one line")
        try terminal.waitFor("m: mark · q: leave")
        terminal.type("m")
        try terminal.waitFor("Line 1 unmarked (0 marked).")
        terminal.type("m")
        try terminal.waitFor("Line 1 marked for export (1 marked).")

        terminal.type("\r")
        try terminal.waitFor("line 2 of 12")
        terminal.type("of course\r")
        try terminal.waitFor("m: mark · q: leave")
        terminal.type("\u{14}")
        try terminal.waitFor("Line 2 marked for export (2 marked).")
        terminal.type("q")
        try terminal.waitFor("Dictation paused after 2 of 12 lines")
        try waitForExit(of: process, timeout: 10)

        let lines = try #require(try markedJSON(cli).first?["lines"] as? [[String: Any]])
        #expect(lines.map { $0["line"] as? Int } == [1, 2])
        #expect(lines[0]["text"] as? String == "Good morning. Could I see the menu, please?")
        #expect(lines[0]["start"] as? Double == 0.5 && lines[0]["end"] as? Double == 3.7, "the times of listend's transcript")
        #expect(fake.requests("transcript").count == 2, "the transcript is read once for the dictation and once for the marks")
    }

    @Test func practiceMarksFindsARecordingByTitleOrIdAndClears() throws {
        let (fake, cli) = try fake(line: 2)
        defer { _ = fake }
        #expect(try cli.succeed(["practice", "marks"]).stdout
            == "You have not marked a line yet. Press m in `learnctl player`, or Ctrl-T in a dictation, to mark the line you hear.\n")

        let terminal = try PseudoTerminal()
        let process = try cli.makeProcess(["player"])
        try terminal.run(process)
        defer { if process.isRunning { process.terminate() } }
        try terminal.waitForFrame(containing: "Listening Practice")
        try fake.waitForSubscriber()
        terminal.type("m")
        try terminal.waitForFrame(containing: "Line 2 marked for export (1 marked).")
        terminal.type("q")
        try waitForExit(of: process, timeout: 10)

        for name in ["at the café", "cafe"] {
            #expect(try cli.succeed(["practice", "marks", name]).stdout.hasPrefix("At the Café  (1 line marked)\n"), "\(name)")
        }
        #expect(try cli.succeed(["practice", "marks", "Morning News"]).stdout.hasPrefix("No line of “Morning News” is marked."))

        let needsTitle = try cli.run(["practice", "marks", "--clear"])
        #expect(needsTitle.status != 0)
        #expect(needsTitle.stderr.contains("--clear needs a TITLE, or --all"), "\(needsTitle.stderr)")
        #expect(try cli.run(["practice", "marks", "--all"]).status != 0)

        #expect(try cli.succeed(["practice", "marks", "At the café", "--clear"]).stdout == "Unmarked 1 line of “At the Café”.\n")
        #expect(try markedJSON(cli).isEmpty)
        #expect(try cli.succeed(["practice", "marks", "--clear", "--all"]).stdout.hasPrefix("You have not marked a line yet."))
    }
}
