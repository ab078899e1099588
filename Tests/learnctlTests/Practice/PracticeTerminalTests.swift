import Foundation
import Testing
import TestSupport

/// Dictation and the quiz on a terminal, with listend playing to a private sink whose monitor
/// is recorded: what the keys do is checked in what is heard.
@Suite(.serialized, .tags(.realAudio)) struct PracticeTerminalTests {
    @Test func dictationKeysReplayHintCheckLeaveResumeAndRetryMistakes() throws {
        let fixture = try PracticeFixture(pulse: true)
        defer { fixture.close() }
        let sink = try #require(fixture.sink)
        let terminal = try PseudoTerminal()
        let first = try fixture.cli.makeProcess(["practice", "dictation", "Station Talk"])
        try terminal.run(first)
        try terminal.waitFor("line 1 of 6")
        #expect(!terminal.echoes)
        // Line 1 plays and autopause stops it at the cue's end.
        #expect(try fixture.cli.waitForStatus { $0["state"] as? String == "paused" && ($0["position"] as? Double ?? 0) > 1.9 })

        let recorder = try sink.record()
        defer { recorder.stop() }
        recorder.waitFor(count: MonitorRecorder.rate / 10)
        let pressed = MonitorRecorder.now()
        terminal.type("\t")
        let start = try #require(recorder.sampleIndex(at: pressed))
        #expect(recorder.secondHeard(after: start, from: 0.1, to: 0.35) == 1, "Tab replays line 1 from its start")

        terminal.type("\u{13}")
        #expect(try fixture.cli.waitForStatus { $0["speed"] as? Double == 0.75 }, "Ctrl-S replays slowed down")
        terminal.type("\u{08}")
        try terminal.waitFor("Hint: Excuse")
        terminal.type("excuse me is this a platform\r")
        try terminal.waitFor("Excuse me is this ~a→the~ [-right-] platform")
        try terminal.waitFor("Score ")
        #expect(try fixture.cli.waitForStatus { $0["speed"] as? Double == 1 }, "the speed is put back after the check")
        terminal.type("\r")
        try terminal.waitFor("line 2 of 6")
        terminal.type("\u{1B}")
        try terminal.waitFor("Dictation paused after 1 of 6 lines")
        try waitForExit(of: first, timeout: 10)

        // --resume continues at line 2; the lines are typed right but line 4, then r retries the two with mistakes.
        let again = try PseudoTerminal()
        let second = try fixture.cli.makeProcess(["practice", "dictation", "Station Talk", "--resume"])
        try again.run(second)
        for (number, typed) in [(2, "yes it is"), (3, "I'd like two tickets to Manchester please"), (4, "that's twenty pounds"),
                                (5, "can I pay by card"), (6, "of course have a nice trip")] {
            try again.waitFor("line \(number) of 6")
            if number == 2 {
                // An Enter with nothing typed is not checked the first time.
                again.type("\r")
                try again.waitFor("Nothing typed yet")
            }
            again.type(typed + "\r")
            try again.waitFor("Score ")
            again.type("\r")
        }
        try again.waitFor("Lines fully right: 4 of 6")
        try again.waitFor("Press r to retry the 2 lines with mistakes")
        again.type("r")
        try again.waitFor("line 1 of 2 (transcript line 1)")
        again.type("excuse me is this the right platform\r")
        try again.waitFor("Score 100%")
        again.type("\r")
        try again.waitFor("line 2 of 2 (transcript line 4)")
        again.type("\u{1B}")
        try again.waitFor("Dictation paused after 1 of 2 lines")
        try waitForExit(of: second, timeout: 10)
        #expect(try fixture.cli.status()["autopause"] as? Bool == false, "autopause is put back")
    }

    @Test func aQuizIsTakenEndToEndAndSurvivesAKill() throws {
        let fixture = try PracticeFixture(pulse: true)
        defer { fixture.close() }
        fixture.cli.environment["LEARNCTL_SEED"] = "7"
        let terminal = try PseudoTerminal()
        let process = try fixture.cli.makeProcess(["practice", "quiz", "Station Talk"])
        try terminal.run(process)
        try terminal.waitFor("Station Talk · question 1 of 5 · A2")
        try terminal.waitFor("Question 1?")
        let right = try rightOption(on: terminal, number: 1)
        terminal.type("\(right)\r")
        try terminal.waitFor("Correct: \(right)) Right 1")
        try terminal.waitFor("Line 1: “Excuse me, is this the right platform?”")
        terminal.type("p")
        try terminal.waitFor("Playing line 1")
        #expect(try fixture.cli.waitForStatus {
            let position = $0["position"] as? Double ?? 0
            return $0["state"] as? String == "paused" && position > 1.9 && position < 2.1
        }, "p plays line 1 and stops at its end")
        terminal.type("\r")
        try terminal.waitFor("question 2 of 5")
        let wrong = (try rightOption(on: terminal, number: 2)) % 3 + 1
        terminal.type("\(wrong)\r")
        try terminal.waitFor("Incorrect. The correct answer is")
        // Killed on the result card: both answers are kept.
        kill(process.processIdentifier, SIGKILL)
        process.waitUntilExit()

        let resumed = try PseudoTerminal()
        let last = try fixture.cli.makeProcess(["practice", "quiz", "Station Talk", "--resume"])
        try resumed.run(last)
        try resumed.waitFor("question 3 of 5")
        for number in 3...5 {
            if number > 3 { try resumed.waitFor("question \(number) of 5") }
            let option = try rightOption(on: resumed, number: number)
            resumed.type("\(option)\r")
            try resumed.waitFor("Correct:")
            resumed.type("\r")
        }
        try resumed.waitFor("Correct: 4  Incorrect: 1  Score: 80%")
        try resumed.waitFor("Question 2?")
        try waitForExit(of: last, timeout: 10)
        let history = try fixture.cli.succeed(["practice", "history"]).stdout
        #expect(history.contains("Station Talk") && history.contains("80% / 80%"), "\(history)")
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

struct PracticeTestFailure: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
