import Foundation
import Testing
#if canImport(Glibc)
import Glibc
#endif

/// `learnctl tests results ID` on a terminal: the review with a cursor, questions expanded and
/// collapsed with Enter, q to leave; colours unless NO_COLOR.
struct ResultsReviewTerminalTests {
    /// The fixture's "Weekly check" in a new account, its results opened on a new terminal.
    private func start(color: Bool = false) throws -> (LearnctlRunner, PseudoTerminal, Process) {
        let cli = try LearnctlRunner.signedUpForGrammar()
        cli.environment["TZ"] = "UTC"
        if !color { cli.environment["NO_COLOR"] = "1" }
        let id = try GeneratedTestFixture(cli: cli).insertWeeklyCheck()
        let terminal = try PseudoTerminal()
        let process = try cli.makeProcess(["tests", "results", String(id)])
        try terminal.run(process)
        return (cli, terminal, process)
    }

    /// The lines of `frame` (empty ones too), without the clearing to the end of each.
    private func lines(of frame: String) -> [String] {
        frame.replacingOccurrences(of: "\r\n", with: "\n").components(separatedBy: "\n")
            .map { $0.replacingOccurrences(of: "\u{1B}[K", with: "") }
    }

    @Test func downDownEnterExpandsTheThirdQuestionAndEnterCollapsesIt() throws {
        let (cli, terminal, process) = try start()
        defer { withExtendedLifetime(cli) {} }
        var frame = try terminal.waitForFrame(containing: "Question 1 of 4 · ↑/↓: move · Enter: show or hide the question · q: leave")
        #expect(!terminal.echoes)
        var shown = lines(of: frame)
        #expect(shown.prefix(3) == [
            "Weekly check · results",
            "Score: 50% [Fair] · 2 out of 4 · 1 not answered",
            "A fair result: go through the review below and practise the topics you missed.",
        ])
        #expect(shown.contains("▸ ✓ 1. grammar · Articles · A2"), "\(shown)")
        #expect(shown.contains("  ✓ 2. grammar · Question Forms · B1"))
        #expect(shown.contains("  ✗ 3. listening · The Lighthouse · B1"))
        #expect(shown.contains("  – 4. vocabulary · My words · not answered"))
        #expect(!frame.contains("She's ___") && !frame.contains("Why:"), "collapsed at first")

        terminal.type("\u{1B}[B")
        frame = try terminal.waitForFrame(containing: "Question 2 of 4")
        #expect(lines(of: frame).contains("▸ ✓ 2. grammar · Question Forms · B1"))
        terminal.type("\u{1B}[B")
        frame = try terminal.waitForFrame(containing: "Question 3 of 4")
        #expect(lines(of: frame).contains("▸ ✗ 3. listening · The Lighthouse · B1"))
        terminal.type("\r")
        frame = try terminal.waitForFrame(containing: "Why: Line 4 says")
        shown = lines(of: frame)
        let third = try #require(shown.firstIndex(of: "▸ ✗ 3. listening · The Lighthouse · B1"))
        #expect(Array(shown[third...].prefix(8)) == [
            "▸ ✗ 3. listening · The Lighthouse · B1",
            "       Why did the keeper stay on the island?",
            "       ✗ 1) He was paid well — your answer",
            "         2) The storm",
            "       ✓ 3) He loved the sea — the correct answer",
            "         4) His family lived there",
            "       Why: Line 4 says that he stayed because he loved the sea.",
            "",
        ])
        #expect(shown[third + 8] == "  – 4. vocabulary · My words · not answered")
        #expect(!frame.contains("She's ___") && !frame.contains("la mer"), "only question 3 is expanded")

        // Enter again collapses it; k and j move too.
        terminal.type("\r")
        frame = try terminal.waitForFrame(containing: "Question 3 of 4")
        #expect(!frame.contains("Why:"), "\(frame)")
        terminal.type("k")
        try terminal.waitForFrame(containing: "Question 2 of 4")
        terminal.type("j")
        try terminal.waitForFrame(containing: "Question 3 of 4")

        terminal.type("q")
        try waitForExit(of: process, timeout: 30)
        terminal.drain()
        #expect(process.terminationStatus == 0)
        #expect(terminal.echoes, "the terminal is put back")
    }

    @Test func theCursorStaysWithinTheQuestionsAndCtrlCLeaves() throws {
        let (cli, terminal, process) = try start()
        defer { withExtendedLifetime(cli) {} }
        try terminal.waitForFrame(containing: "Question 1 of 4")
        terminal.type("\u{1B}[A")
        try terminal.waitForFrame(containing: "Question 1 of 4")
        terminal.type("jjjjjj")
        let frame = try terminal.waitForFrame(containing: "Question 4 of 4")
        #expect(lines(of: frame).contains("▸ – 4. vocabulary · My words · not answered"))
        terminal.type(" ")
        try terminal.waitForFrame(containing: "✓ 2) the sea — the correct answer")
        terminal.type("\u{03}")
        try waitForExit(of: process, timeout: 30)
        terminal.drain()
        #expect(process.terminationStatus == 0)
        #expect(terminal.echoes)
    }

    @Test func onATerminalTheScoreTakesTheBandsColour() throws {
        let (cli, terminal, process) = try start(color: true)
        defer { withExtendedLifetime(cli) {} }
        let frame = try terminal.waitForFrame(containing: "Question 1 of 4")
        #expect(frame.contains("\u{1B}[38;5;208;1mScore: 50% Fair · 2 out of 4 · 1 not answered\u{1B}[0m"), "\(frame.debugDescription)")
        #expect(!frame.contains("[Fair]"))
        #expect(frame.contains("\u{1B}[32;1;7m▸ ✓ 1. grammar · Articles · A2\u{1B}[0m"), "the cursor's line is highlighted")
        #expect(frame.contains("\u{1B}[31m  ✗ 3. listening · The Lighthouse · B1\u{1B}[0m"))
        terminal.type("q")
        try waitForExit(of: process, timeout: 30)
        #expect(process.terminationStatus == 0)
    }

    @Test func aLongReviewScrollsToKeepTheCursorInSight() throws {
        let cli = try LearnctlRunner.signedUpForGrammar()
        cli.environment["NO_COLOR"] = "1"
        let id = try GeneratedTestFixture(cli: cli).insertScore(20, of: 30)
        let terminal = try PseudoTerminal()
        let process = try cli.makeProcess(["tests", "results", String(id)])
        try terminal.run(process)
        var frame = try terminal.waitForFrame(containing: "Question 1 of 30")
        #expect(lines(of: frame).count == 24, "a 24-line terminal shows 23 lines and the hint")
        #expect(frame.contains("Score test · results"))
        terminal.type(String(repeating: "j", count: 29))
        frame = try terminal.waitForFrame(containing: "Question 30 of 30")
        #expect(lines(of: frame).contains("▸ ✗ 30. grammar · Articles · A2"), "\(frame)")
        #expect(!frame.contains("Score test · results"))
        terminal.type("\r")
        frame = try terminal.waitForFrame(containing: "Why: The answer is yes")
        #expect(lines(of: frame).contains("▸ ✗ 30. grammar · Articles · A2"))
        terminal.type(String(repeating: "k", count: 29))
        frame = try terminal.waitForFrame(containing: "Question 1 of 30")
        #expect(frame.contains("Score test · results"), "back at the top")
        terminal.type("q")
        try waitForExit(of: process, timeout: 30)
        #expect(process.terminationStatus == 0)
    }
}
