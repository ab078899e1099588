import Testing
@testable import SpeechScoring

struct PocketSphinxDecoderTests {
    @Test func segmentsBecomeDictionaryWords() {
        #expect(PocketSphinxDecoder.dictionaryWord("station") == "station")
        #expect(PocketSphinxDecoder.dictionaryWord("the(2)") == "the")
        #expect(PocketSphinxDecoder.dictionaryWord("don't(3)") == "don't")
        for mark in ["<s>", "</s>", "<sil>", "[NOISE]", "[SPEECH]", "++BREATH++"] {
            #expect(PocketSphinxDecoder.dictionaryWord(mark) == nil)
        }
    }

    @Test func aMissingModelNamesThePackages() {
        let model = SpeechModel(folder: "/nonexistent/model")
        #expect { try PocketSphinxRecogniser(model: model) } throws: { error in
            let error = error as? SpeakingError
            return error?.kind == .modelMissing
                && error?.message.contains("libpocketsphinx3 pocketsphinx-en-us") == true
                && error?.message.contains("/nonexistent/model/en-us") == true
        }
    }
}
