import Foundation
import Testing

/// `translate … --card` and `translate card ID`: a word or phrase becomes a flash card with
/// its translation and an IPA transcription from espeak-ng.
struct TranslateCardTests {
    func runner() throws -> LearnctlRunner {
        let cli = try LearnctlRunner.signedIn()
        cli.environment["TZ"] = "UTC"
        return cli
    }

    @Test func cardMakesACardWithATranscription() throws {
        let cli = try runner()
        let output = try cli.translateOutput(["house", "--card"])
        #expect(output.hasSuffix("Added card 1 to Translations: house /ˈhaʊs/ — casa\n"), "\(output)")
        let cards = try jsonArray(try cli.succeed(["cards", "list", "--json"]).stdout)
        #expect(cards.count == 1)
        #expect(cards.first?["word"] as? String == "house")
        #expect(cards.first?["translation"] as? String == "casa")
        #expect(cards.first?["transcription"] as? String == "/ˈhaʊs/")
        #expect(cards.first?["group"] as? String == "Translations")

        let spanish = try cli.translateJSON(["--from", "es", "--to", "en", "perro", "--card", "--translation", "the dog"])
        let card = try #require(spanish["card"] as? [String: Any])
        #expect(card["transcription"] as? String == "/ˈpero/", "transcribed in the word's language")
    }

    @Test func aDuplicateInTheGroupIsRefusedAndTheTranslationStillShows() throws {
        let cli = try runner()
        try cli.translateOutput(["house", "--card"])
        let again = try cli.translate(["House", "--card"])
        #expect(again.status == 1)
        #expect(again.stdout.hasPrefix("house /ˈhaʊs/\n  casa\n"), "\(again.stdout)")
        #expect(again.stderr.contains("\"House\" is already in the group \"Translations\"."), "\(again.stderr)")
        #expect(try jsonArray(try cli.succeed(["cards", "list", "--json"]).stdout).count == 1)
    }

    @Test func aNamedGroupMustExist() throws {
        let cli = try runner()
        let missing = try cli.translate(["house", "--card", "--group", "Travel"])
        #expect(missing.status == 1)
        #expect(missing.stderr.contains("There is no group named \"Travel\""), "\(missing.stderr)")
        try cli.succeed(["cards", "group", "add", "Travel"])
        #expect(try cli.translateOutput(["house", "--card", "--group", "travel"]).contains("Added card 1 to Travel"))
    }

    @Test func anEntryOfTheHistoryBecomesACard() throws {
        let cli = try runner()
        try cli.translateOutput(["run"])
        try cli.translateOutput(["The cat is sleeping on the sofa."])
        let ids = try cli.translationHistory().compactMap { $0["id"] as? Int }
        let word = try jsonObject(try cli.translateOutput(["card", "\(ids[1])", "--json"]))
        #expect(word["word"] as? String == "run")
        #expect(word["translation"] as? String == "atropellar", "a word's first sense")
        let sentence = try jsonObject(try cli.translateOutput(["card", "\(ids[0])", "--json"]))
        #expect(sentence["translation"] as? String == "El gato está durmiendo en el sofá.")
        #expect((sentence["transcription"] as? String)?.hasPrefix("/ðə ˈkat") == true, "\(sentence["transcription"] ?? "")")
        let turn = try cli.translate(["card", "\(ids[0])", "--turn", "1"])
        #expect(turn.status == LearnctlRunner.usageErrorStatus)
    }
}
