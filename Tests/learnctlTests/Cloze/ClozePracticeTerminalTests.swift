import Foundation
import Testing
#if canImport(Glibc)
import Glibc
#endif

/// `cloze practice` on a terminal: blanks chosen with numbers and arrows, words placed, moved
/// and taken back with single keys, results, retries, the next group and the return to the lists.
struct ClozePracticeTerminalTests {
    static let entries = ["meet; Nice to meet you", "ticket; I lost my ticket", "run; Run fast", "go; Ready, steady, go!"]

    /// A runner with `entries` in the default list, its practice started on a new terminal.
    private func start(_ arguments: [String] = [], color: Bool = false, entries: [String] = entries)
        throws -> (LearnctlRunner, PseudoTerminal, Process) {
        let cli = try LearnctlRunner.signedIn()
        if !color { cli.environment["NO_COLOR"] = "1" }
        cli.environment["LISTEND_SOCKET"] = cli.home.appendingPathComponent("no-daemon.sock").path
        try cli.addCloze(entries)
        let terminal = try PseudoTerminal()
        let process = try cli.makeProcess(["cloze", "practice"] + arguments)
        try terminal.run(process)
        return (cli, terminal, process)
    }

    /// The bank's letter of each word in `frame`'s "Words:" line.
    private func letters(in frame: String) throws -> BankLetters {
        let line = try #require(lines(of: frame).first { $0.contains("Words:") })
        var letters: [String: String] = [:]
        let pattern = try NSRegularExpression(pattern: #"([a-i])\) ([^ ]+)"#)
        for match in pattern.matches(in: line, range: NSRange(line.startIndex..., in: line)) {
            letters[String(line[Range(match.range(at: 2), in: line)!])] = String(line[Range(match.range(at: 1), in: line)!])
        }
        return BankLetters(letters: letters, line: line)
    }

    /// The lines of `frame`, without their ends and the clearing to the end of each.
    private func lines(of frame: String) -> [String] {
        frame.split(whereSeparator: \.isNewline).map { $0.replacingOccurrences(of: "\u{1B}[K", with: "") }
    }

    /// The line of `frame` that holds `text`.
    private func line(of frame: String, containing text: String) -> String {
        lines(of: frame).first { $0.contains(text) } ?? ""
    }

    @Test func aWholePracticeWithMistakesARetryOfTheIncorrectOnesAndTheReturnToTheLists() throws {
        let (cli, terminal, process) = try start(["--say"])
        var frame = try terminal.waitForFrame(containing: "My words · group 1 of 2 · 3 sentences")
        #expect(!terminal.echoes)
        #expect(frame.contains("▸ 1. Nice to ______ you"), "\(frame)")
        #expect(frame.contains("  2. I lost my ______"))
        #expect(frame.contains("  3. ______ fast"))
        #expect(frame.contains("↑/↓ or 1–3: choose a blank · a–c: put a word in it · x: take it back"))
        var letter = try letters(in: frame)
        #expect(Set(letter.letters.keys) == ["meet", "ticket", "run"])

        // "ticket" into blank 1, then moved to blank 2: the chosen blank moves on to the next empty one.
        terminal.type(try letter.of("ticket"))
        frame = try terminal.waitForFrame(containing: "1. Nice to [ticket] you")
        #expect(frame.contains("▸ 2. I lost my ______"), "\(frame)")
        #expect(frame.contains("\(try letter.of("ticket"))) ticket → 1"))
        terminal.type(try letter.of("ticket"))
        frame = try terminal.waitForFrame(containing: "2. I lost my [ticket]")
        #expect(frame.contains("1. Nice to ______ you"), "\(frame)")
        #expect(frame.contains("▸ 3. ______ fast"))

        // Blank 1 by its number gets "run"; Enter with blank 3 empty is refused.
        terminal.type("1")
        try terminal.waitForFrame(containing: "▸ 1. Nice to ______ you")
        terminal.type(try letter.of("run"))
        try terminal.waitForFrame(containing: "1. Nice to [run] you")
        terminal.type("\r")
        try terminal.waitForFrame(containing: "Fill every blank before submitting: 1 blank is still empty.")
        terminal.type(try letter.of("meet"))
        try terminal.waitForFrame(containing: "3. [meet] fast")

        // ↑ to blank 2, x takes "ticket" back, and it goes in again.
        terminal.type("\u{1B}[A")
        try terminal.waitForFrame(containing: "▸ 2. I lost my [ticket]")
        terminal.type("x")
        frame = try terminal.waitForFrame(containing: "“ticket” is back in the bank.")
        #expect(frame.contains("▸ 2. I lost my ______"), "\(frame)")
        terminal.type(try letter.of("ticket"))
        try terminal.waitForFrame(containing: "2. I lost my [ticket]")

        terminal.type("\r")
        frame = try terminal.waitForFrame(containing: "Right: 1 · Wrong: 2")
        #expect(frame.contains("My words · group 1 of 2 · 3 sentences · result"), "\(frame)")
        #expect(line(of: frame, containing: "1. Nice to meet you").contains("✗ 1. Nice to meet you — you placed “run”; the word is “meet”"))
        #expect(line(of: frame, containing: "2. I lost").contains("✓ 2. I lost my ticket"))
        #expect(line(of: frame, containing: "3. Run fast").contains("✗ 3. Run fast — you placed “meet”; the word is “run”"))
        #expect(frame.contains("r: Retry all · i or Enter: Retry incorrect only · q: quit"))
        try terminal.waitForFrame(containing: "Read-aloud is on, but listend is not running")

        // Retry incorrect only: the two wrong sentences and their words.
        terminal.type("i")
        frame = try terminal.waitForFrame(containing: "group 1 of 2 · 3 sentences · the incorrect ones again")
        #expect(frame.contains("1. Nice to ______ you") && frame.contains("2. ______ fast"), "\(frame)")
        #expect(!frame.contains("I lost my"))
        letter = try letters(in: frame)
        #expect(Set(letter.letters.keys) == ["meet", "run"])
        terminal.type(try letter.of("meet") + letter.of("run"))
        try terminal.waitForFrame(containing: "2. [run] fast")
        terminal.type("\r")
        frame = try terminal.waitForFrame(containing: "Right: 2 · Wrong: 0")
        #expect(frame.contains("r: Retry · n or Enter: Next group · q: quit"), "\(frame)")
        #expect(!frame.contains("Read-aloud"), "the notice comes once")

        terminal.type("\r")
        frame = try terminal.waitForFrame(containing: "My words · group 2 of 2 · 1 sentence")
        #expect(frame.contains("▸ 1. Ready, steady, ______!"), "\(frame)")
        terminal.type("a\r")
        frame = try terminal.waitForFrame(containing: "Right: 1 · Wrong: 0")
        #expect(frame.contains("r: Retry · l or Enter: Return to lists · q: quit"), "\(frame)")
        terminal.type("\r")
        try waitForExit(of: process, timeout: 30)
        terminal.drain()

        #expect(process.terminationStatus == 0)
        #expect(terminal.echoes)
        try terminal.waitFor("My words · practice summary")
        try terminal.waitFor("Groups completed: 2 of 2")
        try terminal.waitFor("Answers: 4 right, 2 wrong")
        try terminal.waitFor("meet — Nice to meet you (once)")
        try terminal.waitFor("My words (default)")
        #expect(try cli.clozeEntries().map { $0["errors"] as? Int } == [1, 0, 1, 0])
    }

    @Test func qLeavesKeepingTheAnswersSubmitted() throws {
        let (cli, terminal, process) = try start(["--group-size", "3"])
        let frame = try terminal.waitForFrame(containing: "group 1 of 2")
        let letter = try letters(in: frame)
        terminal.type(try letter.of("ticket") + letter.of("meet") + letter.of("run"))
        try terminal.waitForFrame(containing: "3. [run] fast")
        terminal.type("\r")
        try terminal.waitForFrame(containing: "Right: 1 · Wrong: 2")
        terminal.type("q")
        try waitForExit(of: process, timeout: 30)
        terminal.drain()
        #expect(process.terminationStatus == 0)
        try terminal.waitFor("Stopped at group 1 of 2.")
        try terminal.waitFor("Answers: 1 right, 2 wrong")
        #expect(terminal.echoes)
        #expect(try cli.clozeEntries().map { $0["errors"] as? Int } == [1, 1, 0, 0])
    }

    @Test func ctrlCLeavesWithTheSummaryAndASignalRestoresTheTerminal() throws {
        let (cli, terminal, process) = try start()
        defer { withExtendedLifetime(cli) {} }
        try terminal.waitForFrame(containing: "group 1 of 2")
        terminal.type("\u{03}")
        try waitForExit(of: process, timeout: 30)
        terminal.drain()
        #expect(process.terminationStatus == 0)
        try terminal.waitFor("Stopped at group 1 of 2.")

        let (secondCLI, second, killed) = try start()
        defer { withExtendedLifetime(secondCLI) {} }
        try second.waitForFrame(containing: "group 1 of 2")
        #expect(!second.echoes)
        kill(killed.processIdentifier, SIGTERM)
        try waitForExit(of: killed, timeout: 30)
        #expect(killed.terminationStatus == 128 + SIGTERM)
        #expect(second.echoes)
    }

    @Test func coloursUnlessNoColor() throws {
        let (cli, terminal, process) = try start(color: true, entries: ["meet; Nice to meet you", "run; Run fast"])
        defer { withExtendedLifetime(cli) {} }
        var frame = try terminal.waitForFrame(containing: "group 1 of 1")
        terminal.type("ab\r")
        frame = try terminal.waitForFrame(containing: "Right: ")
        #expect(frame.contains("\u{1B}[31m  ✗ 1.") || frame.contains("\u{1B}[32m  ✓ 1."), "\(frame.debugDescription)")
        terminal.type("q")
        try waitForExit(of: process, timeout: 30)

        let (plainCLI, plain, plainProcess) = try start(color: false, entries: ["meet; Nice to meet you", "run; Run fast"])
        defer { withExtendedLifetime(plainCLI) {} }
        frame = try plain.waitForFrame(containing: "group 1 of 1")
        plain.type("ab\r")
        frame = try plain.waitForFrame(containing: "Right: ")
        #expect(!frame.contains("\u{1B}[3") && !frame.contains("\u{1B}[1m"), "\(frame.debugDescription)")
        plain.type("q")
        try waitForExit(of: plainProcess, timeout: 30)
    }

    @Test func wordsFromTheDatabaseCannotMoveTheCursor() throws {
        let (cli, terminal, process) = try start(entries: ["evil; Evil\u{202E} words", "meet; Nice to meet you"])
        defer { withExtendedLifetime(cli) {} }
        let frame = try terminal.waitForFrame(containing: "group 1 of 1")
        #expect(frame.contains("1. ______ words") || frame.contains("2. ______ words"))
        #expect(!frame.contains("\u{202E}"))
        terminal.type("q")
        try waitForExit(of: process, timeout: 30)
    }
}

/// The letters of a word bank as a frame shows it.
private struct BankLetters {
    let letters: [String: String]
    /// The "Words:" line they were read from.
    let line: String

    /// The letter of `word`; throws when the bank does not show it.
    func of(_ word: String) throws -> String {
        guard let letter = letters[word] else { throw PseudoTerminalError(description: "no “\(word)” in the bank: \(line)") }
        return letter
    }
}
