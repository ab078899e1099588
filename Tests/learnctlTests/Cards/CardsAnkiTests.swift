import Foundation
import Testing
import TestSupport

/// `learnctl cards import deck.apkg` and `cards export GROUP --apkg FILE`, against packages Anki
/// itself wrote and read (Tests/Fixtures/anki/anki_tool.py).
struct CardsAnkiTests {
    @Test(arguments: ["new.apkg", "legacy.apkg"])
    func aDeckExportedByAnkiComesInWithItsFieldsSoundsAndHistory(file: String) throws {
        let package = "\(try AnkiTool.packages.get())/\(file)"
        let cli = try LearnctlRunner.signedIn()
        let output = try cli.cardsOutput(["import", package])
        #expect(output.contains("Imported 5 cards into Spanish::Verbs (3), Food (2)."), "\(output)")
        #expect(output.contains("Created the groups \"Spanish::Verbs\", \"Food\"."))
        #expect(output.contains("2 cards keep their Anki history (7 reviews replayed through FSRS)."))
        #expect(output.contains("Copied 2 sound files."))

        let verbs = try cardList(cli, group: "Spanish::Verbs")
        let hablar = try #require(verbs["hablar"])
        #expect(hablar["transcription"] as? String == "/aˈβlaɾ/")
        #expect(hablar["translation"] as? String == "to speak")
        #expect(hablar["audio"] as? String == "hablar.wav")
        #expect(hablar["reps"] as? Int == 3)
        #expect(hablar["lapses"] as? Int == 0)
        #expect(hablar["state"] as? String == "review")
        #expect(try days(since: hablar["last_review"]) == 20)
        // Good three times over ten days: a memory of more than a week.
        #expect(try #require(hablar["stability"] as? Double) > 7)

        let comer = try #require(verbs["comer"])
        #expect(comer["translation"] as? String == "to eat")
        #expect(comer["reps"] as? Int == 4)
        #expect(comer["lapses"] as? Int == 1)
        #expect(try days(since: comer["last_review"]) == 9)
        #expect(try #require(comer["stability"] as? Double) < (hablar["stability"] as! Double))

        let vivir = try #require(verbs["vivir"])
        #expect(vivir["state"] as? String == "new")
        #expect(vivir["audio"] is NSNull)

        let food = try cardList(cli, group: "Food")
        #expect(food["el pan"]?["translation"] as? String == "bread (a loaf)")
        #expect(food["la leche & el café"]?["translation"] as? String == "milk & coffee")

        let sound = cli.databaseURL.deletingLastPathComponent().appendingPathComponent("card-media")
        let folders = try FileManager.default.contentsOfDirectory(atPath: sound.path)
        let hablarFile = sound.appendingPathComponent("\(folders[0])/hablar.wav")
        #expect(try Data(contentsOf: hablarFile).count == 44 + 16000)

        let again = try cli.cardsOutput(["import", package])
        #expect(again.contains("Imported 0 cards"))
        #expect(again.contains("Skipped 5 notes whose word was already in their group."))
    }

    @Test func fieldsCanBeMappedByName() throws {
        let package = "\(try AnkiTool.packages.get())/new.apkg"
        let cli = try LearnctlRunner.signedIn()
        try cli.cardsOutput(["group", "add", "Reverse"])
        try cli.cardsOutput(["import", package, "--group", "Reverse", "--fields", "word=Meaning,translation=Word"])
        let cards = try cardList(cli, group: "Reverse")
        #expect(cards["to speak"]?["translation"] as? String == "hablar")
        // The Basic notes have no Meaning field: their word is guessed (Front).
        #expect(cards["el pan"]?["translation"] as? String == "bread (a loaf)")

        let unknown = try cli.cards(["import", package, "--fields", "word=Nope"])
        #expect(unknown.status == 1)
        #expect(unknown.stderr.contains("has a field \"Nope\""))
    }

    @Test func aBrokenPackageChangesNothing() throws {
        let cli = try LearnctlRunner.signedIn()
        let broken = cli.root.appendingPathComponent("broken.apkg")
        try Data("PK\u{03}\u{04} not really".utf8).write(to: broken)
        let result = try cli.cards(["import", broken.path])
        #expect(result.status == 1)
        #expect(result.stderr.contains("broken.apkg cannot be imported: not an Anki package"))
        #expect(try cli.cardsOutput(["groups"]).contains("no groups") || !(try cli.cardsOutput(["groups"]).contains("Spanish")))
    }

    @Test func anExportedGroupOpensInAnkiWithItsSounds() throws {
        let package = "\(try AnkiTool.packages.get())/legacy.apkg"
        let cli = try LearnctlRunner.signedIn()
        try cli.cardsOutput(["import", package])
        let out = cli.root.appendingPathComponent("verbs.apkg")
        #expect(try cli.cardsOutput(["export", "Spanish::Verbs", "--apkg", out.path]) == "Exported 3 cards to \(out.path).\n")

        let anki = try AnkiTool.read(out.path)
        #expect((anki["decks"] as! [String]).contains("Spanish::Verbs"))
        #expect(anki["media"] as? [String] == ["comer.wav", "hablar.wav"])
        let notes = anki["notes"] as! [[String: Any]]
        let fields = Set(notes.map { $0["fields"] as! [String] })
        #expect(fields.contains(["hablar", "/aˈβlaɾ/", "to speak", "[sound:hablar.wav]", ""]))
        #expect(fields.contains(["vivir", "", "to live", "", ""]))
        #expect(notes.allSatisfy { $0["noteType"] as? String == "learnctl word" })

        // Exported again after an edit, the notes keep their ids: Anki updates them rather
        // than adding them twice.
        let hablar = try #require(try cardList(cli, group: "Spanish::Verbs")["hablar"]?["id"] as? Int)
        try cli.cardsOutput(["edit", String(hablar), "--translation", "to talk"])
        let second = cli.root.appendingPathComponent("verbs-2.apkg")
        try cli.cardsOutput(["export", "Spanish::Verbs", "--apkg", second.path], now: ISO8601DateFormatter().string(from: Date().addingTimeInterval(120)))
        let both = try AnkiTool.read(out.path, second.path)
        let merged = both["notes"] as! [[String: Any]]
        #expect(merged.count == 3)
        #expect(merged.contains { ($0["fields"] as! [String])[2] == "to talk" })
    }

    /// A sound file goes with the last card that uses it, and with the account.
    @Test func soundsAreRemovedWithTheirCardsAndTheAccount() throws {
        let package = "\(try AnkiTool.packages.get())/new.apkg"
        let cli = try LearnctlRunner.signedIn()
        try cli.cardsOutput(["import", package])
        let media = cli.databaseURL.deletingLastPathComponent().appendingPathComponent("card-media")
        let folder = media.appendingPathComponent(try #require(try FileManager.default.contentsOfDirectory(atPath: media.path).first))
        func sounds() throws -> [String] { try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted() }
        #expect(try sounds() == ["comer.wav", "hablar.wav"])

        let hablar = try #require(try cardList(cli, group: "Spanish::Verbs")["hablar"]?["id"] as? Int)
        try cli.cardsOutput(["delete", String(hablar)])
        #expect(try sounds() == ["comer.wav"])
        try cli.cardsOutput(["group", "delete", "Spanish::Verbs", "--force"])
        #expect(try sounds() == [])

        try cli.cardsOutput(["import", package])
        #expect(try sounds() == ["comer.wav", "hablar.wav"])
        let deleted = try cli.run(["account", "delete", "--password-stdin"], stdin: LearnctlRunner.password + "\n")
        #expect(deleted.status == 0, "\(deleted.stderr)")
        #expect(!FileManager.default.fileExists(atPath: folder.path))
    }

    private func cardList(_ cli: LearnctlRunner, group: String) throws -> [String: [String: Any]] {
        let list = try JSONSerialization.jsonObject(with: Data(try cli.cardsOutput(["list", "--group", group, "--json"]).utf8))
        let cards = try #require(list as? [[String: Any]])
        return Dictionary(uniqueKeysWithValues: cards.map { ($0["word"] as! String, $0) })
    }

    private func days(since value: Any?) throws -> Int {
        let text = try #require(value as? String)
        let date = try #require(ISO8601DateFormatter().date(from: text))
        return Int((Date().timeIntervalSince(date) / 86_400).rounded())
    }
}
