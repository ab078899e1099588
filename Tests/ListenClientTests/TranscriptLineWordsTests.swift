import ListenClient
import ListenProtocol
import Testing

/// Where a line's timed words are in the text the player screen shows, and the line revealed
/// word by word.
@Suite struct TranscriptLineWordsTests {
    static let line = TranscriptLine(index: 1, start: 0.5, end: 3.7, text: "Good morning.\nCould I?", speaker: "Anna",
                                     words: [TranscriptWord(text: "Good", start: 0.5, end: 0.9),
                                             TranscriptWord(text: "morning.", start: 0.9, end: 1.6),
                                             TranscriptWord(text: "Could", start: 1.6, end: 2.5),
                                             TranscriptWord(text: "I?", start: 2.5, end: 3.7)])

    @Test func eachWordIsFoundInTheSpokenTextAfterTheSpeaker() {
        #expect(Self.line.spokenText == "Anna: Good morning. Could I?")
        #expect(Self.line.spokenWordRanges == [6..<10, 11..<19, 20..<25, 26..<28])
    }

    @Test func aRepeatedWordIsFoundAfterTheWordBefore() {
        let line = TranscriptLine(index: 1, start: 0, end: 2, text: "no, no",
                                  words: [TranscriptWord(text: "no,", start: 0, end: 1), TranscriptWord(text: "no", start: 1, end: 2)])
        #expect(line.spokenWordRanges == [0..<3, 4..<6])
    }

    @Test func withoutWordTimesOrWithAWordNotInTheTextThereAreNoRanges() {
        #expect(TranscriptLine(index: 1, start: 0, end: 1, text: "Hello").spokenWordRanges == nil)
        #expect(TranscriptLine(index: 1, start: 0, end: 1, text: "Hello", words: []).spokenWordRanges == nil)
        let elsewhere = TranscriptLine(index: 1, start: 0, end: 2, text: "Hello there",
                                       words: [TranscriptWord(text: "there", start: 0, end: 1), TranscriptWord(text: "Hello", start: 1, end: 2)])
        #expect(elsewhere.spokenWordRanges == nil, "out of order")
        #expect(elsewhere.spokenText(revealing: 1) == nil)
    }

    @Test func theWordsNotYetHeardAreUnderscoresOfTheirLength() {
        #expect(Self.line.spokenText(revealing: 0) == "Anna: ____ ________ _____ __")
        #expect(Self.line.spokenText(revealing: 2) == "Anna: Good morning. _____ __")
        #expect(Self.line.spokenText(revealing: 4) == "Anna: Good morning. Could I?")
        #expect(Self.line.spokenText(revealing: 9) == Self.line.spokenText)
    }
}
