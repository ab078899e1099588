import Testing
@testable import Transcription

struct WebVTTWriterTests {
    private let twoLines = [
        MadeLine(words: [TimedWord(text: "Hello", start: 1.0, end: 1.4), TimedWord(text: "there.", start: 1.5, end: 2.0)], start: 1.0, end: 2.2),
        MadeLine(words: [TimedWord(text: "How", start: 3.0, end: 3.2), TimedWord(text: "are", start: 3.25, end: 3.4),
                         TimedWord(text: "you?", start: 3.5, end: 3.9)], start: 3.0, end: 4.1),
    ]

    @Test func twoShortLines() {
        let document = WebVTTWriter.document(twoLines, language: "en", note: "Whisper base, en, 2025-06-01")
        #expect(document == """
            WEBVTT
            Language: en

            NOTE learnctl transcribe: Whisper base, en, 2025-06-01

            1
            00:00:01.000 --> 00:00:02.200
            Hello <00:00:01.500>there.

            2
            00:00:03.000 --> 00:00:04.100
            How <00:00:03.250>are <00:00:03.500>you?

            """)
    }

    @Test func withoutALanguageThereIsNoLanguageHeader() {
        for language in [nil, ""] {
            let document = WebVTTWriter.document(twoLines, language: language, note: "n")
            #expect(document.hasPrefix("WEBVTT\n\nNOTE learnctl transcribe: n\n\n1\n"))
        }
    }

    @Test func theMarkerStartsTheNote() {
        #expect(WebVTTWriter.document([], language: "fr", note: "x").contains("\n\(WebVTTWriter.marker): x\n"))
        #expect(WebVTTWriter.marker == "NOTE learnctl transcribe")
    }

    @Test func noLinesMakeAHeaderAndTheNoteOnly() {
        #expect(WebVTTWriter.document([], language: "es", note: "nada") == "WEBVTT\nLanguage: es\n\nNOTE learnctl transcribe: nada\n")
    }

    @Test func theNoteStaysOnOneLine() {
        let document = WebVTTWriter.document([], language: nil, note: "one\ntwo\r\nthree")
        #expect(document == "WEBVTT\n\nNOTE learnctl transcribe: one two three\n")
    }

    @Test func ampersandsAndAngleBracketsAreEscaped() {
        let line = MadeLine(words: [TimedWord(text: "Tom&Jerry", start: 0, end: 0.5), TimedWord(text: "<b>3>2</b>", start: 0.6, end: 1)],
                            start: 0, end: 1.2)
        let document = WebVTTWriter.document([line], language: nil, note: "n")
        #expect(document.hasSuffix("\nTom&amp;Jerry <00:00:00.600>&lt;b&gt;3&gt;2&lt;/b&gt;\n"))
    }

    @Test(arguments: [(0.0, "00:00:00.000"), (0.0004, "00:00:00.000"), (0.0005, "00:00:00.001"), (59.9996, "00:01:00.000"),
                      (61.25, "00:01:01.250"), (3_599.999, "00:59:59.999"), (3_600, "01:00:00.000"), (3_725.5, "01:02:05.500"),
                      (36_000.042, "10:00:00.042"), (-2, "00:00:00.000")] as [(Double, String)])
    func timestamps(_ seconds: Double, _ text: String) {
        #expect(WebVTTWriter.timestamp(seconds) == text)
    }

    @Test func aLinePastAnHourIsWrittenSo() {
        let line = MadeLine(words: [TimedWord(text: "Late", start: 3_725.5, end: 3_726), TimedWord(text: "words.", start: 3_726.1, end: 3_726.6)],
                            start: 3_725.5, end: 3_726.8)
        #expect(WebVTTWriter.document([line], language: nil, note: "n").hasSuffix("\n1\n01:02:05.500 --> 01:02:06.800\nLate <01:02:06.100>words.\n"))
    }

    @Test func aWordStartingBeforeItsLineIsClampedToTheLineStart() {
        let line = MadeLine(words: [TimedWord(text: "One", start: 5, end: 5.3), TimedWord(text: "two", start: 4.2, end: 5.6)], start: 5, end: 5.8)
        #expect(WebVTTWriter.document([line], language: nil, note: "n").hasSuffix("\nOne <00:00:05.000>two\n"))
    }
}
