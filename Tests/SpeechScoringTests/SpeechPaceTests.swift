import Testing
@testable import SpeechScoring

struct SpeechPaceTests {
    @Test func paceFromHandMadeWords() {
        let pace = SpeechPace([
            HeardWord("where", start: 0.5, end: 0.8),
            HeardWord("is", start: 0.8, end: 1.0),
            HeardWord("the", start: 1.7, end: 1.8),
            HeardWord("station", start: 1.9, end: 2.5),
        ])
        #expect(abs(pace.speechDuration - 2.0) < 1e-9)
        #expect(abs((pace.wordsPerMinute ?? 0) - 120) < 1e-9)
        #expect(abs(pace.longestPause - 0.7) < 1e-9)
    }

    @Test func silenceAroundTheWordsIsNoPause() {
        let pace = SpeechPace([HeardWord("hello", start: 3, end: 3.5)])
        #expect(pace.longestPause == 0)
        #expect(pace.speechDuration == 0.5)
        #expect(pace.wordsPerMinute == 120)
    }

    @Test func nothingHeardHasNoPace() {
        #expect(SpeechPace([]) == SpeechPace(speechDuration: 0, wordsPerMinute: nil, longestPause: 0))
    }
}
