import ListenProtocol
import Testing
@testable import ListenDaemon

/// Finding the cue at a position, the last one started, and the next moment something changes.
struct TranscriptTests {
    /// Cues at 1–2 and 2–3 (touching), then a gap, then 5–6.
    static let transcript = Transcript(lines: [
        TranscriptLine(index: 1, start: 1, end: 2, text: "one"),
        TranscriptLine(index: 2, start: 2, end: 3, text: "two"),
        TranscriptLine(index: 3, start: 5, end: 6, text: "three"),
    ])

    @Test(arguments: [
        (0.0, nil), (0.999, nil), (1.0, 1), (1.5, 1), (1.999, 1), (2.0, 2), (2.999, 2),
        (3.0, nil), (4.999, nil), (5.0, 3), (5.999, 3), (6.0, nil), (100.0, nil), (-1.0, nil),
    ] as [(Double, Int?)])
    func theLineAtAPositionIncludesItsStartButNotItsEnd(position: Double, index: Int?) {
        #expect(Self.transcript.line(at: position)?.index == index)
    }

    @Test(arguments: [
        (0.999, nil), (1.0, 1), (1.999, 1), (2.0, 2), (3.0, 2), (4.999, 2), (5.0, 3), (6.0, 3), (1_000.0, 3),
    ] as [(Double, Int?)])
    func theLastStartedLineStaysUntilTheNextStarts(position: Double, index: Int?) {
        #expect(Self.transcript.lastStarted(at: position)?.index == index)
    }

    @Test(arguments: [
        (-5.0, 1.0), (0.0, 1.0), (0.999, 1.0), (1.0, 2.0), (1.5, 2.0), (2.0, 3.0), (2.5, 3.0), (3.0, 5.0), (4.0, 5.0),
        (5.0, 6.0), (5.999, 6.0), (6.0, nil), (7.0, nil),
    ] as [(Double, Double?)])
    func theNextBoundaryIsStrictlyLater(position: Double, boundary: Double?) {
        #expect(Self.transcript.nextBoundary(after: position) == boundary)
    }

    @Test func anEmptyTranscriptHasNothingAnywhere() {
        let empty = Transcript(lines: [])
        #expect(empty.line(at: 0) == nil)
        #expect(empty.lastStarted(at: 10) == nil)
        #expect(empty.nextBoundary(after: -1) == nil)
    }

    @Test func aLongTranscriptIsSearchedCorrectlyEverywhere() {
        // 1000 cues of 1 s with 0.5 s gaps: cue k runs from 1.5k to 1.5k + 1.
        let lines = (0..<1000).map { TranscriptLine(index: $0 + 1, start: Double($0) * 1.5, end: Double($0) * 1.5 + 1, text: "\($0)") }
        let transcript = Transcript(lines: lines)
        for cue in lines {
            #expect(transcript.line(at: cue.start + 0.25)?.index == cue.index)
            #expect(transcript.line(at: cue.end + 0.25) == nil)
            #expect(transcript.lastStarted(at: cue.end + 0.25)?.index == cue.index)
            #expect(transcript.nextBoundary(after: cue.start) == cue.end)
            #expect(transcript.nextBoundary(after: cue.end) == (cue.index < 1000 ? cue.end + 0.5 : nil))
        }
    }

    @Test func parseReadsTheFormatItIsGiven() throws {
        let subRip = Array("1\n00:00:01,000 --> 00:00:02,000\nHi\n".utf8)
        #expect(try Transcript.parse(subRip, name: "/x/a.srt", format: .subRip).lines
                == [TranscriptLine(index: 1, start: 1, end: 2, text: "Hi")])
        #expect(throws: TranscriptError(#"/x/a.srt, line 1: a WebVTT file must start with "WEBVTT" (alone on the line, or followed by a space and a title)."#)) {
            try Transcript.parse(subRip, name: "/x/a.srt", format: .webVTT)
        }
    }

    @Test(arguments: [
        ("WEBVTT\n", "/x/a.srt", TranscriptFormat.webVTT),
        ("\u{FEFF}WEBVTT - title\n", "/x/a.txt", .webVTT),
        ("whatever", "/x/a.SRT", .subRip),
        ("\n\n 12 \n00:00:01,000 --> 00:00:02,000\n", "/x/a.vtt", .subRip),
        ("", "/x/a.vtt", .webVTT),
        ("  \n", "/x/a.srt", .subRip),
    ])
    func theFormatIsDetectedFromTheStartOrTheName(content: String, path: String, format: TranscriptFormat) throws {
        #expect(try TranscriptFormat.detect(Array(content.utf8), path: path) == format)
    }

    @Test func contentOfNeitherFormatIsRefused() throws {
        #expect(throws: TranscriptError(#"/x/notes.txt is neither WebVTT (it must start with "WEBVTT"), SubRip, ASS/SSA (starting with "[Script Info]") nor a JSON transcript."#)) {
            try TranscriptFormat.detect(Array("\njust notes\n1\n".utf8), path: "/x/notes.txt")
        }
        // Whatever a .vtt file holds, it is read as WebVTT, whose parser rejects it without its signature.
        #expect(try TranscriptFormat.detect([0xFF, 0xD8, 0xFF, 0xE0], path: "/x/a.vtt") == .webVTT)
    }

    @Test func messagesShowSecondsWithThreeDecimals() {
        #expect(TranscriptError.seconds(0) == "0.000")
        #expect(TranscriptError.seconds(4_005) == "4.005")
        #expect(TranscriptError.seconds(3_600_250) == "3600.250")
    }
}

/// Overlapping cues in the transcript model: the line heard, boundaries with word starts, line ends.
struct OverlappingTranscriptTests {
    static let transcript = Transcript(lines: [
        TranscriptLine(index: 1, start: 1, end: 10, text: "A"),
        TranscriptLine(index: 2, start: 2, end: 4, text: "B", words: [
            TranscriptWord(text: "b1", start: 2, end: 3), TranscriptWord(text: "b2", start: 3, end: 4),
        ]),
        TranscriptLine(index: 3, start: 3, end: 5, text: "C"),
        TranscriptLine(index: 4, start: 12, end: 13, text: "D"),
    ])

    @Test(arguments: [(0.5, nil), (1, 1), (2.5, 2), (3.5, 3), (4.5, 3), (5, 1), (9.9, 1), (10, nil), (12.5, 4)] as [(Double, Int?)])
    func theLineHeardStartedLastAndStillRuns(position: Double, index: Int?) {
        #expect(Self.transcript.line(at: position)?.index == index)
    }

    @Test func boundariesHoldStartsEndsAndWordStartsInOrder() {
        var boundaries: [Double] = []
        var position = -1.0
        while let next = Self.transcript.nextBoundary(after: position) {
            boundaries.append(next)
            position = next
        }
        #expect(boundaries == [1, 2, 3, 4, 5, 10, 12, 13])
        #expect(Self.transcript.lineEnds == [4, 5, 10, 13])
    }

    @Test func theWordHeardIsTheLastStartedWithinItsLine() {
        let line = Self.transcript.lines[1]
        #expect(line.word(at: 1.9) == nil)
        #expect(line.word(at: 2) == 1)
        #expect(line.word(at: 3.2) == 2)
        #expect(line.word(at: 4) == nil)
        #expect(Self.transcript.lines[0].word(at: 2) == nil)
    }
}
