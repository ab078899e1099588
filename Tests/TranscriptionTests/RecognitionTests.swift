import Testing
@testable import Transcription

struct RecognitionTests {
    private let recognition = Recognition(language: "es", languageProbability: 0.97, duration: 9, segments: [
        RecognisedSegment(start: 0, end: 2, text: " Hola. ", words: [RecognisedWord(text: "Hola.", start: 0.2, end: 0.6)]),
        RecognisedSegment(start: 2, end: 3, text: "  ", words: []),
        RecognisedSegment(start: 3, end: 5, text: "¿Qué tal?", words: [
            RecognisedWord(text: "¿Qué", start: 3.1, end: 3.4), RecognisedWord(text: "tal?", start: 3.5, end: 3.9),
        ]),
    ])

    @Test func wordsAreEveryWordInOrder() {
        #expect(recognition.words.map(\.text) == ["Hola.", "¿Qué", "tal?"])
        #expect(recognition.words.map(\.start) == [0.2, 3.1, 3.5])
    }

    @Test func textJoinsTheSegmentsTrimmedWithoutEmptyOnes() {
        #expect(recognition.text == "Hola. ¿Qué tal?")
    }

    @Test func noSegmentsIsNoSpeech() {
        let silence = Recognition(language: "en", languageProbability: 1, duration: 30, segments: [])
        #expect(silence.words.isEmpty)
        #expect(silence.text == "")
    }
}
