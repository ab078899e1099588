import Foundation
import ListenProtocol
import Testing
@testable import ListenDaemon

/// SubRip files: the tolerated variations, the tags removed, and the line each problem names.
struct SubRipParserTests {
    static let name = "/x/talk.srt"

    static func parse(_ bytes: [UInt8]) throws(TranscriptError) -> Transcript {
        try Transcript.parse(bytes, name: name, format: .subRip)
    }

    /// The message `text` is refused with, or nil if it is accepted.
    static func problem(_ bytes: [UInt8]) -> String? {
        do {
            _ = try parse(bytes)
            return nil
        } catch {
            return error.message
        }
    }

    static func problem(_ text: String) -> String? {
        problem(Array(text.utf8))
    }

    @Test func aFileWithAByteOrderMarkCrlfAndTagsIsRead() throws {
        let text = """
            1
            00:00:01,000 --> 00:00:04,500
            <i>Hello</i> there,
            <font color="#ffff00">Anna</font>.

            2
            00:00:04,500 --> 00:00:07,250  X1:100 X2:500 Y1:20 Y2:60
            {\\an8}<b>Hi</b>, <u>Ben</u>!

            3
            01:00:00.000 --> 01:00:01.000
            Dot, not comma
            """
        let bytes = [0xEF, 0xBB, 0xBF] + Array(text.replacingOccurrences(of: "\n", with: "\r\n").utf8)
        #expect(try Self.parse(bytes).lines == [
            TranscriptLine(index: 1, start: 1, end: 4.5, text: "Hello there,\nAnna."),
            TranscriptLine(index: 2, start: 4.5, end: 7.25, text: "Hi, Ben!"),
            TranscriptLine(index: 3, start: 3600, end: 3601, text: "Dot, not comma"),
        ])
    }

    @Test func aMissingBlankLineOrCueNumberIsTolerated() throws {
        let text = "1\n00:00:01,000 --> 00:00:02,000\nOne\n2\n00:00:02,000 --> 00:00:03,000\nTwo\n\n00:00:03,000 --> 00:00:04,000\nThree\n\n\n"
        let transcript = try Self.parse(Array(text.utf8))
        #expect(transcript.lines.map(\.text) == ["One", "Two", "Three"])
        #expect(transcript.lines.map(\.start) == [1, 2, 3])
    }

    @Test func aNumberInTheTextStaysWhenNoTimingFollows() throws {
        let transcript = try Self.parse(Array("1\n00:00:01,000 --> 00:00:02,000\nThe answer is\n42\n".utf8))
        #expect(transcript.lines.map(\.text) == ["The answer is\n42"])
    }

    @Test func overrideTagsAreRemovedWithoutTouchingOtherBraces() {
        #expect(SubRipParser.withoutOverrideTags("{\\an8}{\\i1}Top{\\i0} {curly}") == "Top {curly}")
        #expect(SubRipParser.withoutOverrideTags("{\\unclosed") == "{\\unclosed")
    }

    @Test func numbersMissingWrongOrRepeatedDoNotMatter() throws {
        let text = "7\n00:00:01,000 --> 00:00:02,000\nOne\n\n7\n00:00:02,000 --> 00:00:03,000\nTwo\n\n0\n00:00:03,000 --> 00:00:04,000\nThree\n\n00:00:04,000 --> 00:00:05,000\nFour\n"
        let transcript = try Self.parse(Array(text.utf8))
        #expect(transcript.lines.map(\.text) == ["One", "Two", "Three", "Four"])
        #expect(transcript.lines.map(\.start) == [1, 2, 3, 4])
    }

    @Test func blankLinesInsideTheTextKeepItInItsCue() throws {
        let text = "1\n00:00:01,000 --> 00:00:02,000\nFirst line\n\n\nstill the first cue\n\n2\n00:00:02,000 --> 00:00:03,000\nSecond\n"
        #expect(try Self.parse(Array(text.utf8)).lines.map(\.text) == ["First line\nstill the first cue", "Second"])
    }

    @Test func textHoldingAnArrowStaysText() throws {
        let text = "1\n00:00:01,000 --> 00:00:02,000\nLondon --> Paris\n"
        #expect(try Self.parse(Array(text.utf8)).lines.map(\.text) == ["London --> Paris"])
    }

    @Test(arguments: [
        ("0:0:1,5 --> 0:0:2,25", 1.5, 2.25), ("00:00:01 --> 00:00:02", 1, 2), ("00:00:01:500 --> 00:00:02:000", 1.5, 2),
        ("00:01,000 --> 00:02,000", 1, 2), ("123:00:00,000 --> 123:00:01,000", 442_800, 442_801),
        ("999999:00:00,000 --> 999999:00:01,000", 3_599_996_400, 3_599_996_401),
    ])
    func timestampsAsFilesWriteThem(timing: String, start: Double, end: Double) throws {
        let line = try #require(try Self.parse(Array("1\n\(timing)\nA\n".utf8)).lines.first)
        #expect(line.start == start)
        #expect(line.end == end)
    }

    @Test func aBadTimingLineDropsItsCueAndNamesItsLine() throws {
        let text = "1\n00:00:01,000 --> 00:00:02,000\nA\n\n2\n00:00:0x,000 --> 00:00:03,000\nB\n\n3\n00:00:03,000 --> 00:00:02,000\nC\n\n4\n00:00:04,000 --> 00:00:05,000\nD\n"
        let transcript = try Self.parse(Array(text.utf8))
        #expect(transcript.lines.map(\.text) == ["A", "D"])
        #expect(transcript.problems == [
            #"/x/talk.srt, line 6: "00:00:0x,000 --> 00:00:03,000" is not a timing line such as "00:00:01,000 --> 00:00:04,000"; this cue was skipped."#,
            "/x/talk.srt, line 10: this cue ends at 2.000 s, which is not after its start (3.000 s).",
        ])
    }

    @Test func overlappingCuesAreKept() throws {
        let text = "1\n00:00:01,000 --> 00:00:05,000\nA\n\n2\n00:00:04,000 --> 00:00:06,000\nB\n"
        #expect(try Self.parse(Array(text.utf8)).lines.map(\.text) == ["A", "B"])
    }

    @Test func aFileOfBlankLinesHasNoCuesAndTextWithoutTimingsIsRefused() throws {
        #expect(try Self.parse([]).lines.isEmpty)
        #expect(try Self.parse(Array("\r\n\r\n".utf8)).lines.isEmpty)
        #expect(Self.problem("Hello\nworld\n")
                == #"/x/talk.srt, line 1: no line of the file is a timing line such as "00:00:01,000 --> 00:00:04,000", so it is not SubRip."#)
    }

    @Test func utf16WithAByteOrderMarkIsRead() throws {
        let text = "1\r\n00:00:01,000 --> 00:00:02,000\r\nÉté à Paris\r\n"
        let little: [UInt8] = [0xFF, 0xFE] + text.utf16.flatMap { unit -> [UInt8] in [UInt8(unit & 0xFF), UInt8(unit >> 8)] }
        let big: [UInt8] = [0xFE, 0xFF] + text.utf16.flatMap { unit -> [UInt8] in [UInt8(unit >> 8), UInt8(unit & 0xFF)] }
        #expect(try Self.parse(little).lines.map(\.text) == ["Été à Paris"])
        #expect(try Self.parse(big).lines.map(\.text) == ["Été à Paris"])
    }

    /// "Été – “oui”" in windows-1252.
    static let windows1252: [UInt8] = Array("1\n00:00:01,000 --> 00:00:02,000\n".utf8) + [0xC9, 0x74, 0xE9, 0x20, 0x96, 0x20, 0x93, 0x6F, 0x75, 0x69, 0x94, 0x0A]

    @Test func anotherEncodingIsRefusedNamingTheOptionThatReadsIt() throws {
        #expect(Self.problem(Self.windows1252) == "/x/talk.srt, line 3: the text is not UTF-8; if the file is in another encoding, name it with --transcript-encoding windows-1252 (on `learnctl library add` or `learnctl play`).")
        let transcript = try Transcript.parse(Self.windows1252, name: Self.name, format: .subRip, encoding: "windows-1252")
        #expect(transcript.lines.map(\.text) == ["Été – “oui”"])
        #expect(throws: TranscriptError.self) { try Transcript.parse(Self.windows1252, name: Self.name, format: .subRip, encoding: "klingon-9") }
    }

    @Test func binaryGarbageNamesItsLine() {
        #expect(Self.problem([0x31, 0x0A, 0x00]) == "/x/talk.srt, line 2: the file holds a NUL byte, so it is binary, not text.")
    }
}
