import ListenClient
import ListenProtocol
import Testing

/// A transcript written as WebVTT, SubRip and plain text, exactly.
@Suite struct TranscriptExportTests {
    /// Three lines out of order: one with a speaker and word times, one of two text lines with
    /// `&`, `<` and `>`, and one past the first hour that overlaps nothing.
    static let lines = [
        TranscriptLine(index: 2, start: 4.25, end: 6.05, text: "Fish & chips <2>\nfor you?"),
        TranscriptLine(index: 1, start: 0.5, end: 3.7, text: "Good morning, please.", speaker: "Anna",
                       words: [TranscriptWord(text: "Good", start: 0.5, end: 0.9), TranscriptWord(text: "morning,", start: 0.9, end: 1.6),
                               TranscriptWord(text: "please.", start: 1.6, end: 3.7)]),
        TranscriptLine(index: 3, start: 3723.004, end: 3725, text: "Bye.", speaker: "B<e>n"),
    ]

    @Test func webVTTHasVoicesWordTimesAndEscapes() {
        #expect(TranscriptExport.text(Self.lines, as: .vtt) == """
            WEBVTT

            1
            00:00:00.500 --> 00:00:03.700
            <v Anna>Good <00:00:00.900>morning, <00:00:01.600>please.

            2
            00:00:04.250 --> 00:00:06.050
            Fish &amp; chips &lt;2&gt;
            for you?

            3
            01:02:03.004 --> 01:02:05.000
            <v B&lt;e&gt;n>Bye.

            """)
    }

    @Test func subRipIsNumberedFromOneWithTheSpeakerBeforeTheWords() {
        #expect(TranscriptExport.text(Self.lines, as: .srt) == """
            1
            00:00:00,500 --> 00:00:03,700
            Anna: Good morning, please.

            2
            00:00:04,250 --> 00:00:06,050
            Fish & chips <2>
            for you?

            3
            01:02:03,004 --> 01:02:05,000
            B<e>n: Bye.

            """)
    }

    @Test func plainTextIsOneLinePerCue() {
        #expect(TranscriptExport.text(Self.lines, as: .txt) == """
            Anna: Good morning, please.
            Fish & chips <2> for you?
            B<e>n: Bye.

            """)
    }

    @Test func overlappingLinesAreWrittenInStartOrderWithTheirTimes() {
        let overlapping = [
            TranscriptLine(index: 1, start: 2, end: 5, text: "Second"),
            TranscriptLine(index: 2, start: 1, end: 3, text: "First"),
            TranscriptLine(index: 3, start: 2, end: 2.5, text: "Third, starting with the second"),
        ]
        #expect(TranscriptExport.text(overlapping, as: .txt) == "First\nSecond\nThird, starting with the second\n")
        #expect(TranscriptExport.text(overlapping, as: .srt).contains("1\n00:00:01,000 --> 00:00:03,000\nFirst\n\n2\n00:00:02,000 --> 00:00:05,000\nSecond\n"))
    }

    @Test func wordsNotFoundInTheTextAreWrittenOneAfterAnother() {
        let line = TranscriptLine(index: 1, start: 0, end: 2, text: "Hello there",
                                  words: [TranscriptWord(text: "Hallo", start: 0, end: 1), TranscriptWord(text: "there", start: 1, end: 2)])
        #expect(TranscriptExport.text([line], as: .vtt) == "WEBVTT\n\n1\n00:00:00.000 --> 00:00:02.000\nHallo <00:00:01.000>there\n")
    }

    @Test func anEmptyLineInsideACueIsLeftOutAndTimesAreRoundedToTheMillisecond() {
        let line = TranscriptLine(index: 1, start: 59.9996, end: 61.0004, text: "One\n\nTwo")
        #expect(TranscriptExport.text([line], as: .srt) == "1\n00:01:00,000 --> 00:01:01,000\nOne\nTwo\n")
        #expect(TranscriptExport.text([], as: .vtt) == "WEBVTT\n")
        #expect(TranscriptExport.text([], as: .txt) == "")
    }
}
