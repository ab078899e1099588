import Foundation
import Testing
@testable import Translation

/// The translator with Debian's packages: eng-spa and fr-es Apertium pairs, and the eng-spa,
/// spa-eng, eng-fra, fra-eng and fra-spa dictionaries.
struct TranslatorTests {
    let translator = Translator(packs: InstalledPacks(apertiumFolder: "/usr/share/apertium", dictionaryFolder: "/usr/share/dictd"))

    func pair(_ code: String) throws -> LanguagePair { try #require(LanguagePair.parse(code)) }

    @Test func aWordShowsTheDictionary() throws {
        guard case .dictionary(let entries) = try translator.translate("house", pair: try pair("en-es")) else {
            Issue.record("expected dictionary entries")
            return
        }
        #expect(entries.first?.senses.first?.translations == ["casa"])
    }

    @Test func aSentenceGoesThroughApertium() throws {
        let result = try translator.translate("The cat is sleeping on the sofa.", pair: try pair("en-es"))
        #expect(result == .machine(MachineTranslation(apertiumOutput: "El gato está durmiendo en el sofá.")))
        #expect(try translator.translate("Good morning!", pair: try pair("en-es")).summary == "Buenos días!",
                "sentence punctuation makes a sentence of two words")
    }

    @Test func aWordTheDictionaryLacksGoesThroughApertium() throws {
        guard case .machine(let translation) = try translator.translate("xylophonist", pair: try pair("en-es")) else {
            Issue.record("expected Apertium")
            return
        }
        #expect(translation.untranslated == ["xylophonist"])
        guard case .dictionary(let entries) = try translator.translate("sleeping", pair: try pair("en-es")) else {
            Issue.record("expected the dictionary")
            return
        }
        #expect(entries.map(\.senses) == [[DictionarySense(translations: ["cama"])], [DictionarySense(translations: ["coche‐cama"])]],
                "an entry the dictionary repeats is shown once")
    }

    @Test func summariesAndFirstSenses() throws {
        // The English–Spanish dictionary files "run across" and "run away" under "run".
        let run = try translator.translate("run", pair: try pair("en-es"))
        #expect(run.summary == "atropellar; arranque; funcionar; correr; acertar; huir")
        #expect(run.firstSense == "atropellar")
    }

    @Test func aSentenceWithoutAnApertiumPairSaysSo() throws {
        #expect(throws: TranslateError.sentencesNotInstalled(try pair("en-fr"), package: nil)) {
            try translator.translate("Where is the station?", pair: try pair("en-fr"))
        }
        #expect(throws: TranslateError.notInDictionary("xyzzyq", try pair("en-fr"), machinePackage: nil)) {
            try translator.translate("xyzzyq", pair: try pair("en-fr"))
        }
        guard case .dictionary = try translator.translate("good morning", pair: try pair("en-fr")) else {
            Issue.record("expected the dictionary")
            return
        }
    }

    @Test func aMissingPairNamesItsPackages() throws {
        let catalan = try pair("en-ca")
        #expect(throws: TranslateError.pairNotInstalled(catalan, packages: ["apertium-eng-cat"])) {
            try translator.translate("Good morning, everybody, how are you?", pair: catalan)
        }
        #expect(throws: TranslateError.pairNotInstalled(try pair("en-de"), packages: ["dict-freedict-eng-deu"])) {
            try translator.translate("house", pair: try pair("en-de"))
        }
        let message = TranslateError.pairNotInstalled(catalan, packages: ["apertium-eng-cat"]).description
        #expect(message == "No English → Catalan translation is installed: install apertium-eng-cat (sudo apt install apertium-eng-cat).")
        #expect(TranslateError.pairNotInstalled(try pair("ja-ko"), packages: []).description.contains("Debian has no package"))
    }

    @Test func conversationPrefersApertiumEvenForOneWord() throws {
        guard case .machine(let translation) = try translator.translate("Hola", pair: try pair("es-en"), method: .sentence) else {
            Issue.record("expected Apertium")
            return
        }
        #expect(translation.text == "Hello")
        guard case .dictionary = try translator.translate("maison", pair: try pair("fr-en"), method: .sentence) else {
            Issue.record("without a French–English Apertium pair, the dictionary answers")
            return
        }
    }

    @Test func emptyAndOverlongTextsAreRefused() throws {
        #expect(throws: TranslateError.emptyText) { try translator.translate(" \n ", pair: try pair("en-es")) }
        let long = String(repeating: "a", count: Translator.maximumLength + 1)
        #expect(throws: TranslateError.textTooLong(characters: Translator.maximumLength + 1)) {
            try translator.translate(long, pair: try pair("en-es"))
        }
    }
}
