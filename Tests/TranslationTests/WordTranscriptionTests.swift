import Testing
@testable import Translation

/// One transcription per word: espeak-ng's when it has one, else the dictionary's.
struct WordTranscriptionTests {
    let window = DictionaryEntry(headword: "window", pronunciations: ["windou"], senses: [DictionarySense(translations: ["ventana"])])

    @Test func espeakWinsOverTheDictionary() {
        #expect(WordTranscription().transcription(of: "window", in: .english, entries: [window]) == "/ˈwɪndəʊ/")
    }

    @Test func withoutEspeakTheDictionarysTranscriptionShows() {
        var transcription = WordTranscription()
        transcription.transcriber.program = "/nonexistent/espeak-ng"
        #expect(transcription.transcription(of: "window", in: .english, entries: [window]) == "/windou/")
        #expect(transcription.transcription(of: "window", in: .english) == nil)
    }

    @Test func theEntriesShowTheOneTranscription() {
        let result = TranslationResult.dictionary([window, window])
        guard case .dictionary(let entries) = result.transcribed(as: "/ˈwɪndəʊ/") else { Issue.record("not a dictionary result"); return }
        #expect(entries.map(\.pronunciations) == [["ˈwɪndəʊ"], ["ˈwɪndəʊ"]])
        guard case .dictionary(let none) = result.transcribed(as: nil) else { return }
        #expect(none.allSatisfy { $0.pronunciations.isEmpty })
    }
}
