import Foundation
import Testing

struct CardsAddCommandTests {
    @Test func addingPrintsTheNewCardWithItsID() throws {
        let cli = try LearnctlRunner.signedIn()
        try cli.addGroup("Travel", words: [])
        let card = try cli.cardsJSON([
            "add", "passport", "--transcription", "/ˈpɑːspɔːt/", "--translation", "el pasaporte", "--group", "travel", "--json",
        ], now: learnctlNow())
        let id = try #require(card["id"] as? Int)
        #expect(card["word"] as? String == "passport")
        #expect(card["transcription"] as? String == "/ˈpɑːspɔːt/")
        #expect(card["translation"] as? String == "el pasaporte")
        #expect(card["group"] as? String == "Travel")
        #expect(card["state"] as? String == "new")
        #expect(card["due"] as? String == learnctlNow())
        #expect(card["reps"] as? Int == 0)

        #expect(try cli.cardsOutput(["add", "map", "--translation", "el mapa", "--group", "Travel"])
            == "Added card \(id + 1) to Travel: map — el mapa\n")
    }

    @Test func theSameWordTwiceInAGroupIsRefused() throws {
        let cli = try LearnctlRunner.signedIn()
        try cli.addGroup("Travel", words: [("passport", "el pasaporte")])
        try cli.addGroup("Work", words: [])
        let result = try cli.cards(["add", "Passport", "--translation", "el pasaporte", "--group", "Travel"])
        #expect(result.status == 1)
        #expect(result.stderr == "Error: \"Passport\" is already in the group \"Travel\".\n")
        try cli.cardsOutput(["add", "passport", "--translation", "el pasaporte", "--group", "Work"])
        #expect(try cli.cardsOutput(["list", "--group", "Travel"]).components(separatedBy: "passport").count == 2)
    }

    @Test func anUnknownGroupGetsADidYouMean() throws {
        let cli = try LearnctlRunner.signedIn()
        try cli.addGroup("Education", words: [])
        let result = try cli.cards(["add", "exam", "--translation", "el examen", "--group", "Educaton"])
        #expect(result.status == 1)
        #expect(result.stderr == "Error: There is no group named \"Educaton\". Did you mean \"Education\"?\n")
        #expect(try cli.cardsOutput(["list"]) == "You have no cards yet. Add one with `learnctl cards add`.\n")
    }

    @Test func wordAndTranslationAreRequired() throws {
        let cli = try LearnctlRunner.signedIn()
        try cli.addGroup("Travel", words: [])
        let missing = try cli.cards(["add", "passport", "--group", "Travel"])
        #expect(missing.status == LearnctlRunner.usageErrorStatus)
        #expect(missing.stderr.hasPrefix("""
            Error: Missing --translation. Standard input is not a terminal, so learnctl cannot ask; \
            give WORD, --translation and --group.

            """))
        let empty = try cli.cards(["add", " ", "--translation", "el pasaporte", "--group", "Travel"])
        #expect(empty.status == 1)
        #expect(empty.stderr == "Error: The word must not be empty.\n")
        let blank = try cli.cards(["add", "passport", "--translation", "", "--group", "Travel"])
        #expect(blank.stderr == "Error: The translation must not be empty.\n")
    }

    @Test func onATerminalMissingFieldsAreAskedForAndTheGroupChosenFromAList() throws {
        let cli = try LearnctlRunner.signedIn()
        try cli.addGroup("Cafe", words: [])
        try cli.addGroup("Travel", words: [])
        let terminal = try PseudoTerminal()
        let process = try cli.makeProcess(["cards", "add", "--json"])
        try terminal.run(process)

        try terminal.waitFor("Word: ")
        terminal.type("passport\n")
        try terminal.waitFor("Transcription (optional): ")
        terminal.type("/ˈpɑːspɔːt/\n")
        try terminal.waitFor("Translation: ")
        terminal.type("el pasaporte\n")
        try terminal.waitFor("  1) Cafe")
        try terminal.waitFor("  2) Travel")
        try terminal.waitFor("Group (number or name): ")
        terminal.type("Travl\n")
        try terminal.waitFor("There is no group named \"Travl\". Did you mean \"Travel\"?")
        try terminal.waitFor("Group (number or name): ")
        terminal.type("2\n")
        try waitForExit(of: process, timeout: 60)
        terminal.drain()

        #expect(process.terminationStatus == 0)
        let cards = try cli.cardsOutput(["list", "--group", "Travel"])
        #expect(cards.contains("passport  /ˈpɑːspɔːt/    el pasaporte  Travel"))
    }
}
