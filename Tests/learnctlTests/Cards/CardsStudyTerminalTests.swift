import Foundation
import Testing
#if canImport(Glibc)
import Glibc
#endif

/// `cards study` on a terminal: single keys, a clear card view, the terminal restored.
struct CardsStudyTerminalTests {
    func startStudy(_ cli: LearnctlRunner, on terminal: PseudoTerminal) throws -> Process {
        let process = try cli.makeProcess(["cards", "study", "Travel"], now: learnctlNow())
        try terminal.run(process)
        return process
    }

    @Test func singleKeysRevealAndAnswerThenTheStatisticsShow() throws {
        let cli = try LearnctlRunner.signedIn()
        let ids = try cli.addGroup("Travel", words: [("passport", "el pasaporte"), ("luggage", "el equipaje")])
        let terminal = try PseudoTerminal()
        let process = try startStudy(cli, on: terminal)

        try terminal.waitFor("Travel — card 1 of 2")
        try terminal.waitFor("passport")
        try terminal.waitFor("space: reveal   k: know   d: don't know   s: say   q: quit")
        #expect(!terminal.echoes)
        terminal.type(" ")
        try terminal.waitFor("el pasaporte")
        terminal.type("k")
        try terminal.waitFor("Travel — card 2 of 2")
        try terminal.waitFor("luggage")
        try terminal.waitFor("passport: Know. Next review in 10 minutes.")
        terminal.type("d")
        // A card not known comes back after the others.
        try terminal.waitFor("Travel — card 3 of 3")
        try terminal.waitFor("luggage: Don't know. Next review in 1 minute.")
        terminal.type("k")
        try waitForExit(of: process, timeout: 60)
        terminal.drain()

        #expect(process.terminationStatus == 0)
        try terminal.waitFor("Known: 1")
        try terminal.waitFor("Don't know: 1")
        try terminal.waitFor("luggage — el equipaje")
        #expect(terminal.echoes)
        #expect(try cli.cardsJSON(["show", "\(ids[0])", "--json"])["step"] as? Int == 1)
        #expect(try cli.cardsJSON(["show", "\(ids[1])", "--json"])["step"] as? Int == 1, "Don't know, then Know")
    }

    @Test func qQuitsAndKeepsTheAnswersGiven() throws {
        let cli = try LearnctlRunner.signedIn()
        let ids = try cli.addGroup("Travel", words: [("passport", "el pasaporte"), ("luggage", "el equipaje")])
        let terminal = try PseudoTerminal()
        let process = try startStudy(cli, on: terminal)

        try terminal.waitFor("card 1 of 2")
        terminal.type("d")
        try terminal.waitFor("card 2 of 3")
        terminal.type("q")
        try waitForExit(of: process, timeout: 60)
        terminal.drain()

        #expect(process.terminationStatus == 0)
        try terminal.waitFor("Stopped after 1 of 3 cards.")
        #expect(terminal.echoes)
        #expect(try cli.cardsJSON(["show", "\(ids[0])", "--json"])["state"] as? String == "learning")
        #expect(try cli.cardsJSON(["show", "\(ids[1])", "--json"])["state"] as? String == "new")
    }

    @Test func ctrlCQuitsWithTheStatistics() throws {
        let cli = try LearnctlRunner.signedIn()
        try cli.addGroup("Travel", words: [("passport", "el pasaporte")])
        let terminal = try PseudoTerminal()
        let process = try startStudy(cli, on: terminal)

        try terminal.waitFor("card 1 of 1")
        terminal.type("\u{03}")
        try waitForExit(of: process, timeout: 60)
        terminal.drain()
        #expect(process.terminationStatus == 0)
        try terminal.waitFor("Stopped after 0 of 1 cards.")
        #expect(terminal.echoes)
    }

    @Test func aSignalRestoresTheTerminal() throws {
        let cli = try LearnctlRunner.signedIn()
        let ids = try cli.addGroup("Travel", words: [("passport", "el pasaporte"), ("luggage", "el equipaje")])
        let terminal = try PseudoTerminal()
        let process = try startStudy(cli, on: terminal)

        try terminal.waitFor("card 1 of 2")
        terminal.type("k")
        try terminal.waitFor("card 2 of 2")
        #expect(!terminal.echoes)
        kill(process.processIdentifier, SIGINT)
        try waitForExit(of: process, timeout: 60)
        terminal.drain()

        #expect(process.terminationStatus == 128 + SIGINT)
        #expect(terminal.echoes)
        #expect(try cli.cardsJSON(["show", "\(ids[0])", "--json"])["reps"] as? Int == 1)
        #expect(try cli.cardsJSON(["show", "\(ids[1])", "--json"])["reps"] as? Int == 0)
    }
}
