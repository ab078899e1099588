import Foundation
import Testing
@testable import SpeechScoring

struct PronunciationDictionaryTests {
    @Test func alternatesBelongToTheirWord() {
        let dictionary = PronunciationDictionary(text: Data("""
            read R EH D
            read(2) R IY D
            station S T EY SH AH N\r
            o'clock\tAH K L AA K
            broken
            the(2) DH IY
            """.utf8))
        #expect(dictionary.pronunciations(of: "read") == ["R EH D", "R IY D"])
        #expect(dictionary.pronunciations(of: "station") == ["S T EY SH AH N"])
        #expect(dictionary.pronunciations(of: "o'clock") == ["AH K L AA K"])
        #expect(!dictionary.knows("broken"), "a word without phones is no entry")
        #expect(dictionary.pronunciations(of: "the") == ["DH IY"])
        #expect(!dictionary.knows("zorblax"))
    }

    @Test func theInstalledDictionaryIsCMUdict() throws {
        let dictionary = try PronunciationDictionary(path: SpeechModel.installed.dictionary)
        #expect(dictionary.pronunciations(of: "station") == ["S T EY SH AH N"])
        #expect(dictionary.pronunciations(of: "the").count >= 2)
        #expect(dictionary.knows("don't"))
    }
}
