import Testing
@testable import Transcription

struct TimedWordTests {
    private func word(_ text: String) -> TimedWord { TimedWord(text: text, start: 0, end: 0.3) }

    @Test(arguments: ["here.", "why?", "stop!", "well…", "wait...", "¿Qué?", "¡Hola!", "Où?", "3.",
                      "here.”", "here.\"", "here.'", "here.’", "fin.»", "(done.)", "[end.]", "that?)", "really?!”"])
    func sentenceEnds(_ text: String) {
        #expect(word(text).endsSentence)
    }

    @Test(arguments: ["here", "here,", "here;", "¿Qué", "¡Hola", "“Quote”", "(aside)", "dogs'", "Mr.", "mr.", "Mrs.", "Ms.", "Dr.",
                      "St.", "Jr.", "Prof.", "e.g.", "i.e.", "vs.", "Sra.", "Srta.", "Mme.", "Mlle.", "M.", "J.", "a.", ""])
    func notSentenceEnds(_ text: String) {
        #expect(!word(text).endsSentence)
    }

    @Test(arguments: ["here,", "first;", "namely:", "Hola —", "so–"])
    func clauseEnds(_ text: String) {
        #expect(word(text).endsClause)
    }

    @Test(arguments: ["here", "here.", "well-known", "", "(aside)"])
    func notClauseEnds(_ text: String) {
        #expect(!word(text).endsClause)
    }

    @Test func fromARecognitionKeepsEveryWordAndItsTimes() {
        let recognition = Recognition(language: "en", languageProbability: 1, duration: 5, segments: [
            RecognisedSegment(start: 0, end: 1, text: "Hello there.", words: [
                RecognisedWord(text: "Hello", start: 0.1, end: 0.4, probability: 0.9),
                RecognisedWord(text: "there.", start: 0.5, end: 0.9),
            ]),
            RecognisedSegment(start: 2, end: 3, text: "Bye.", words: [RecognisedWord(text: "Bye.", start: 2.1, end: 2.5)]),
        ])
        #expect(TimedWord.from(recognition) == [
            TimedWord(text: "Hello", start: 0.1, end: 0.4), TimedWord(text: "there.", start: 0.5, end: 0.9),
            TimedWord(text: "Bye.", start: 2.1, end: 2.5),
        ])
        #expect(TimedWord.from(recognition).allSatisfy { $0.matched && !$0.endsParagraph })
    }
}
