import Testing
@testable import Transcription

/// A segment's first word that seems to start in the pause before it is moved to when it can
/// be heard; words that last as long as words do are left alone.
@Suite struct SegmentStartsTests {
    static func segment(_ words: [RecognisedWord]) -> RecognisedSegment {
        RecognisedSegment(start: words.first!.start, end: words.last!.end, text: words.map(\.text).joined(separator: " "), words: words)
    }

    @Test func aFirstWordThatTakesInThePauseStartsWhenItCanBeHeard() {
        // "Yes," from 28.04 to 29.10: a second for four letters, the pause before it counted in.
        let tightened = SegmentStarts.tightened([Self.segment([
            RecognisedWord(text: "Yes,", start: 28.04, end: 29.10), RecognisedWord(text: "please.", start: 29.2, end: 29.6),
        ])])
        let longest = SegmentStarts.longest(letters: 3)
        #expect(abs(tightened[0].words[0].start - (29.10 - longest)) < 1e-9)
        #expect(tightened[0].start == tightened[0].words[0].start)
        #expect(tightened[0].words[1] == RecognisedWord(text: "please.", start: 29.2, end: 29.6), "only the first word moves")
    }

    @Test func wordsOfOrdinaryLengthAndLaterWordsAreLeftAlone() {
        let segments = [
            Self.segment([RecognisedWord(text: "Manchester", start: 3.0, end: 3.9), RecognisedWord(text: "sooooo", start: 4.0, end: 6.0)]),
            RecognisedSegment(start: 7, end: 7, text: "", words: []),
        ]
        #expect(SegmentStarts.tightened(segments) == segments)
    }
}
