import Foundation
import Testing
#if canImport(Glibc)
import Glibc
#endif

/// `learnctl tests take` on a terminal: single keys, and the terminal always put back.
struct TestScreenTerminalTests {
    @Test func digitsChooseEnterChecksAndContinuesQQuits() throws {
        let cli = try LearnctlRunner.signedUpForGrammar()
        let q = try cli.probe("articles", count: 2)
        let terminal = try PseudoTerminal()
        let process = try cli.makeProcess(["tests", "take", "articles", "--count", "2"])
        try terminal.run(process)

        try terminal.waitFor("question 1 of 2")
        try terminal.waitFor("Press 1–\(q[0].options.count) to choose, Enter to check, q to quit.")
        #expect(!terminal.echoes)
        terminal.type("\r")
        try terminal.waitFor("Choose an option first.")
        terminal.type(String(q[0].wrongOption))
        try terminal.waitFor("Your answer: \(q[0].wrongOption)) \(q[0].option(q[0].wrongOption)) — press Enter to check.")
        terminal.type("\r")
        try terminal.waitFor("Incorrect. The correct answer is \(q[0].correctOption)) \(q[0].option(q[0].correctOption).asSentence)")
        try terminal.waitFor("Press Enter to continue, q to quit.")
        terminal.type("\r")
        try terminal.waitFor("question 2 of 2")
        terminal.type("q")
        try terminal.waitFor("Test paused after 1 of 2 questions.")
        try waitForExit(of: process, timeout: 30)
        #expect(process.terminationStatus == 0)
        #expect(terminal.echoes)

        let resumed = try PseudoTerminal()
        let resume = try cli.makeProcess(["tests", "resume"])
        try resumed.run(resume)
        try resumed.waitFor("question 2 of 2")
        resumed.type(String(q[1].correctOption))
        try resumed.waitFor("Your answer:")
        resumed.type("\r")
        try resumed.waitFor("Correct: \(q[1].correctOption)) \(q[1].option(q[1].correctOption))")
        try resumed.waitFor("Press Enter to see the summary.")
        resumed.type("\r")
        try resumed.waitFor("Correct: 1  Incorrect: 1  Score: 50%")
        try waitForExit(of: resume, timeout: 30)
        #expect(resume.terminationStatus == 0)
        #expect(resumed.echoes)
    }

    @Test func ctrlCRestoresTheTerminalAndKeepsTheAttempt() throws {
        let cli = try LearnctlRunner.signedUpForGrammar()
        let q = try cli.probe("articles", count: 2)
        let terminal = try PseudoTerminal()
        let process = try cli.makeProcess(["tests", "take", "articles", "--count", "2"])
        try terminal.run(process)
        try terminal.waitFor("to choose, Enter to check, q to quit.")
        terminal.type(String(q[0].correctOption) + "\r")
        try terminal.waitFor("Press Enter to continue, q to quit.")
        #expect(!terminal.echoes)
        kill(process.processIdentifier, SIGINT)
        try terminal.waitFor("Test paused; run `learnctl tests resume` to continue.")
        try waitForExit(of: process, timeout: 30)
        #expect(process.terminationStatus == 128 + SIGINT)
        #expect(terminal.echoes)

        let resumed = try cli.succeed(["tests", "resume", "--json"], stdin: "quit\n")
        #expect(resumed.jsonLines.first?["id"] as? String == q[1].id)
    }
}
