import Foundation
import Testing

struct CardsImportExportTests {
    @Test func theStarterGroupsAreImportedOnce() throws {
        let cli = try LearnctlRunner.signedIn()
        let imported = try cli.cardsOutput(["import", "--starter"])
        #expect(imported.hasPrefix("Imported "))
        #expect(imported.contains("Created the groups \"Cafe\", \"Education\", \"Travel\"."))

        let groups = try #require(try JSONSerialization.jsonObject(
            with: Data(try cli.cardsOutput(["groups", "--json"]).utf8)) as? [[String: Any]])
        #expect(groups.map { $0["name"] as? String } == ["Cafe", "Education", "Travel"])
        for group in groups { #expect(try #require(group["cards"] as? Int) >= 20) }
        let total = groups.map { $0["cards"] as! Int }.reduce(0, +)
        #expect(imported.hasPrefix("Imported \(total) cards into "))

        let travel = try #require(try JSONSerialization.jsonObject(
            with: Data(try cli.cardsOutput(["list", "--group", "Travel", "--json"]).utf8)) as? [[String: Any]])
        #expect(travel.first?["word"] as? String == "passport")
        #expect(travel.first?["transcription"] as? String == "/ˈpɑːspɔːt/")
        #expect(travel.first?["translation"] as? String == "el pasaporte")

        let again = try cli.cardsOutput(["import", "--starter"])
        #expect(again.hasPrefix("Imported 0 cards.\nSkipped \(total) cards already in their group: coffee (line 5), "))
    }

    @Test func exportWritesAnkisPlainTextFormat() throws {
        let cli = try LearnctlRunner.signedIn()
        try cli.addGroup("Travel", words: [])
        try cli.cardsOutput(["add", "passport", "--transcription", "/ˈpɑːspɔːt/", "--translation", "el pasaporte", "--group", "Travel"])
        try cli.addGroup("Cafe", words: [("say \"cheese\"", "decir \"patata\"")])
        #expect(try cli.cardsOutput(["export"]) == """
            #separator:tab
            #html:false
            #columns:Word\tTranslation\tTranscription\tGroup
            #deck column:4
            "say ""cheese\"\"\"\t"decir ""patata\"\"\"\t\tCafe
            passport\tel pasaporte\t/ˈpɑːspɔːt/\tTravel

            """)
        let file = cli.root.appendingPathComponent("travel.txt")
        #expect(try cli.cardsOutput(["export", "--group", "Travel", file.path]) == "Exported 1 card to \(file.path).\n")
        #expect(try String(contentsOf: file, encoding: .utf8).hasSuffix("#deck column:4\npassport\tel pasaporte\t/ˈpɑːspɔːt/\tTravel\n"))
    }

    @Test func exportThenImportIntoAnotherAccountGivesTheSameCards() throws {
        let database = FileManager.default.temporaryDirectory.appendingPathComponent("cards-\(UUID().uuidString).sqlite")
        defer { try? FileManager.default.removeItem(at: database) }
        let ada = try LearnctlRunner(databaseURL: database)
        try ada.startSignedUp("ada@example.com")
        try ada.cardsOutput(["import", "--starter"])
        try ada.addGroup("Odd; names, here", words: [("#1 \"fan\"", "el fan número uno, sí; \"de verdad\"")])
        let file = ada.root.appendingPathComponent("cards.txt")
        try ada.cardsOutput(["export", file.path])

        let grace = try LearnctlRunner(databaseURL: database)
        try grace.signUp("grace@example.com")
        let imported = try grace.cardsOutput(["import", file.path])
        #expect(!imported.contains("Skipped"))

        let listed = { (cli: LearnctlRunner) throws -> [[String]] in
            let cards = try #require(try JSONSerialization.jsonObject(
                with: Data(try cli.cardsOutput(["list", "--json"]).utf8)) as? [[String: Any]])
            return cards.map { card in ["word", "transcription", "translation", "group"].map { card[$0] as! String } }
        }
        let adasCards = try listed(ada)
        #expect(adasCards.count > 60)
        #expect(try listed(grace) == adasCards)
        #expect(try grace.cardsOutput(["export"]) == String(contentsOf: file, encoding: .utf8))
    }

    @Test func oneBadRowImportsNothingAndTheErrorNamesItsLine() throws {
        let cli = try LearnctlRunner.signedIn()
        try cli.addGroup("Travel", words: [("map", "el mapa")])
        let file = cli.root.appendingPathComponent("broken.txt")
        try """
            #separator:tab
            #html:false
            #columns:Word\tTranslation\tTranscription\tGroup
            #deck column:4
            passport\tel pasaporte\t/ˈpɑːspɔːt/\tTravel
            coffee\tel café\t/ˈkɒfi/\tCafe
            luggage\t\t/ˈlʌgɪdʒ/\tTravel
            ticket\tel billete\t/ˈtɪkɪt/\tTravel

            """.write(to: file, atomically: true, encoding: .utf8)

        let result = try cli.cards(["import", file.path])
        #expect(result.status == 1)
        #expect(result.stderr == "Error: \(file.path), line 7: The translation must not be empty. Nothing was imported.\n")
        #expect(result.stdout.isEmpty)
        #expect(try cli.cardsOutput(["groups"]) == "GROUP   CARDS  DUE  NEW\nTravel      1    0    1\n")
    }

    @Test func aRowWithMissingFieldsOrAnOpenQuoteIsNamed() throws {
        let cli = try LearnctlRunner.signedIn()
        let file = cli.root.appendingPathComponent("broken.csv")
        try "passport,el pasaporte,/ˈpɑːspɔːt/,Travel\nmap,el mapa,Travel\n".write(to: file, atomically: true, encoding: .utf8)
        let short = try cli.cards(["import", file.path])
        #expect(short.stderr == """
            Error: \(file.path), line 2: This row has 3 fields but the file has 4 columns; check the separators and \
            quotes. Nothing was imported.

            """)
        try "passport,el pasaporte,,Travel\n\"map,el mapa,,Travel\n".write(to: file, atomically: true, encoding: .utf8)
        #expect(try cli.cards(["import", file.path]).stderr
            == "Error: \(file.path), line 2: A quoted field is never closed. Nothing was imported.\n")
        #expect(try cli.cardsOutput(["groups"]).hasPrefix("You have no groups yet."))
    }

    @Test func ankiStyleFilesWithCommasQuotesAndTheGroupOption() throws {
        let cli = try LearnctlRunner.signedIn()
        try cli.addGroup("Travel", words: [])
        let file = cli.root.appendingPathComponent("anki.csv")
        try """
            #separator:Comma
            #html:true
            #columns:Front,Back
            "<b>single</b> ticket","el billete sencillo, de ida"
            platform,el andén

            """.write(to: file, atomically: true, encoding: .utf8)
        let unknown = try cli.cards(["import", file.path, "--group", "Travle"])
        #expect(unknown.status == 1)
        #expect(unknown.stderr == "Error: There is no group named \"Travle\". Did you mean \"Travel\"?\n")
        #expect(try cli.cardsOutput(["import", file.path, "--group", "travel"]) == "Imported 2 cards into Travel (2).\n")
        let cards = try #require(try JSONSerialization.jsonObject(
            with: Data(try cli.cardsOutput(["list", "--json"]).utf8)) as? [[String: Any]])
        #expect(cards.map { $0["word"] as? String } == ["single ticket", "platform"])
        #expect(cards.map { $0["translation"] as? String } == ["el billete sencillo, de ida", "el andén"])

        let noGroup = try cli.cards(["import", file.path])
        #expect(noGroup.stderr == """
            Error: \(file.path), line 4: This row names no group; pass --group GROUP or add a group column \
            (#deck column:N). Nothing was imported.

            """)
    }

    @Test func importNeedsAFileOrStarter() throws {
        let cli = try LearnctlRunner.signedIn()
        let neither = try cli.cards(["import"])
        #expect(neither.status == LearnctlRunner.usageErrorStatus)
        #expect(neither.stderr.hasPrefix("Error: Give the FILE to import, or --starter.\n"))
        let missing = try cli.cards(["import", cli.root.appendingPathComponent("nothing.txt").path])
        #expect(missing.status == 1)
        #expect(missing.stderr.contains("nothing.txt: The file cannot be read"))
    }
}
