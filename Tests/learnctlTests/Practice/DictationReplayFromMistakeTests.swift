import Foundation
import ListenProtocol
import Testing
import TestSupport

/// A dictation's `w` after a check, against a fake listend whose first transcript line has word
/// times: it plays from the first word wrong, or says why it plays the whole line; and the start
/// of that word in the JSON results.
@Suite struct DictationReplayFromMistakeTests {
    /// A signed-in learnctl talking to a fake listend serving the café transcript, its first
    /// line with word times (Good 0.5, morning. 0.9, … the 2.5, menu, 2.9, please? 3.3).
    func fake() throws -> (FakeListend, LearnctlRunner) {
        let (fake, cli) = try TranscriptFixture.fake(TranscriptFixture.status(line: 1))
        var lines = TranscriptFixture.lines
        lines[0] = TranscriptFixture.timed(lines[0])
        fake.replies.transcript = FakeListend.json(TranscriptPayload(lines: lines))
        fake.replies.questions = FakeListend.json(QuestionsPayload(track: TranscriptFixture.track, questions: []))
        try cli.startSignedUp()
        cli.environment["NO_COLOR"] = "1"
        return (fake, cli)
    }

    @Test func wPlaysFromTheFirstWordWrongOrTheWholeLineSayingWhy() throws {
        let (fake, cli) = try fake()
        let terminal = try PseudoTerminal()
        let process = try cli.makeProcess(["practice", "dictation", "At the Café"])
        try terminal.run(process)
        defer { if process.isRunning { process.terminate() } }

        try terminal.waitFor("line 1 of 12")
        try fake.waitForRequests("line")
        terminal.type("good morning could I see a menu please\r")
        try terminal.waitFor("Score ")
        try terminal.waitFor("Enter: next line · Tab: hear it again · w: from the first mistake · m: mark · q: leave")
        #expect(fake.requests("seek").isEmpty)
        terminal.type("w")
        let seek = try fake.waitForRequests("seek")
        #expect(seek.count == 1 && seek[0]["position"] as? Double == 2.5, "from “the”, the first word wrong: \(seek)")
        #expect(fake.requests("line").count == 1, "the line is not started again from its beginning")

        terminal.type("\r")
        try terminal.waitFor("line 2 of 12")
        try fake.waitForRequests("line", count: 2)
        terminal.type("of course here you are\r")
        try terminal.waitFor("Enter: next line · Tab: hear it again · m: mark · q: leave")
        terminal.type("w")
        try terminal.waitFor("No word was wrong: playing the whole line.")
        let replayed = try fake.waitForRequests("line", count: 3)
        #expect(replayed[2]["to"] as? Int == 2)

        terminal.type("\r")
        try terminal.waitFor("line 3 of 12")
        terminal.type("the cafe is quiet\r")
        try terminal.waitFor("w: from the first mistake")
        terminal.type("w")
        try terminal.waitFor("The transcript has no word times for this line: playing the whole line.")
        let third = try fake.waitForRequests("line", count: 5)
        #expect(third[4]["to"] as? Int == 3)
        #expect(fake.requests("seek").count == 1)

        terminal.type("q")
        try terminal.waitFor("Dictation paused after 3 of 12 lines")
        try waitForExit(of: process, timeout: 10)
    }

    @Test func jsonResultsGiveTheStartOfTheFirstWordWrongWhenItIsKnown() throws {
        let (fake, cli) = try fake()
        defer { _ = fake }
        let result = try cli.succeed(["practice", "dictation", "At the Café", "--json", "--no-play"],
                                     stdin: "good morning could I sea the menu please\nof course here you are\nthe cafe is quiet\n")
        let results = PracticeFixture.objects(result.stdout).filter { $0["type"] as? String == "result" }
        #expect(results.count == 3)
        #expect(results.first?["first_wrong_word_start"] as? Double == 2.1, "“see”, a slip: \(results)")
        #expect(results.dropFirst().allSatisfy { $0["first_wrong_word_start"] == nil },
                "none for a line right, nor for a line without word times")
        #expect(fake.requests("seek").isEmpty && fake.requests("line").isEmpty, "--no-play plays nothing")
    }
}
