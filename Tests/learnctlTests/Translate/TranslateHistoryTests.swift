import Foundation
import GRDB
import LearnCore
import Testing

/// `translate history`, `favourite`, `unfavourite`, `forget` and `card`.
struct TranslateHistoryTests {
    /// A signed-in runner with three translations: house, casa (es→en) and a sentence.
    func runner() throws -> LearnctlRunner {
        let cli = try LearnctlRunner.signedIn()
        cli.environment["TZ"] = "UTC"
        try cli.translateOutput(["house"])
        try cli.translateOutput(["--from", "es", "--to", "en", "estación"])
        try cli.translateOutput(["The cat is sleeping on the sofa."])
        return cli
    }

    @Test func theHistoryListsNewestFirstAndSearchesWithoutCaseOrAccents() throws {
        let cli = try runner()
        #expect(try cli.translationHistory().map { $0["text"] as? String } == ["The cat is sleeping on the sofa.", "estación", "house"])
        #expect(try cli.translationHistory(["--search", "ESTACION"]).map { $0["text"] as? String } == ["estación"])
        #expect(try cli.translationHistory(["--search", "sofá"]).count == 1)
        #expect(try cli.translationHistory(["--limit", "1"]).count == 1)
        let text = try cli.translateOutput(["history"])
        #expect(text.contains("en→es  house → casa"), "\(text)")
        #expect(try cli.translateOutput(["history", "--search", "nothing like it"]) == "No translation matches.\n")
    }

    @Test func favouritesAreMarkedListedAndUnmarked() throws {
        let cli = try runner()
        let house = try #require(try cli.translationHistory().last?["id"] as? Int)
        #expect(try cli.translateOutput(["favourite", "\(house)"]) == "★ Favourite: #\(house) house\n")
        #expect(try cli.translationHistory(["--favourites"]).map { $0["text"] as? String } == ["house"])
        #expect(try cli.translateOutput(["history"]).contains("★ \(house)"))
        try cli.translateOutput(["unfavourite", "\(house)"])
        #expect(try cli.translationHistory(["--favourites"]).isEmpty)
        let unknown = try cli.translate(["favourite", "\(house)", "999"])
        #expect(unknown.status == 1)
        #expect(unknown.stderr.contains("No translation in your history has the ID 999."), "\(unknown.stderr)")
        #expect(try cli.translationHistory(["--favourites"]).isEmpty, "nothing changes when one ID is unknown")
    }

    @Test func forgetAsksOnATerminalAndNeedsYesFromAScript() throws {
        let cli = try runner()
        let ids = try cli.translationHistory().compactMap { $0["id"] as? Int }
        let refused = try cli.translate(["forget", "\(ids[0])"])
        #expect(refused.status != 0)
        #expect(refused.stderr.contains("--yes"), "\(refused.stderr)")
        #expect(try cli.translationHistory().count == 3)

        #expect(try cli.translateOutput(["forget", "\(ids[0])", "--yes"]) == "Deleted translation #\(ids[0]).\n")
        #expect(try cli.translationHistory().count == 2)

        let terminal = try PseudoTerminal()
        let process = try cli.makeProcess(["translate", "forget", "--all"])
        try terminal.run(process)
        try terminal.waitFor("Delete your whole translation history (2 entries)? [y/N]")
        terminal.type("y\n")
        try terminal.waitFor("Deleted 2 translations.")
        try waitForExit(of: process, timeout: 30)
        #expect(process.terminationStatus == 0)
        #expect(try cli.translationHistory().isEmpty)
    }

    @Test func theHistoryIsPerAccountAndGoesWithIt() throws {
        let cli = try runner()
        try cli.succeed(["signout"])
        try cli.signUp("bo@example.com")
        #expect(try cli.translationHistory().isEmpty)
        try cli.succeed(["signout"])
        try cli.succeed(["signin", "--email", "ada@example.com", "--password-stdin"], stdin: LearnctlRunner.password + "\n")
        #expect(try cli.translationHistory().count == 3)
        try cli.succeed(["account", "delete", "--password-stdin"], stdin: LearnctlRunner.password + "\n")
        try cli.signUp()
        #expect(try cli.translationHistory().isEmpty)
        let rows = try LearnDatabase.open(at: cli.databaseURL).read { db in
            try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM translationEntry")
        }
        #expect(rows == 0, "the deleted account's translations are gone from the database")
    }
}
