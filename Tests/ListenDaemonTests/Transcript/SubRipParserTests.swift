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

    @Test(arguments: [
        ("1\n00:00:01 --> 00:00:02,000\nA\n", #"/x/talk.srt, line 2: "00:00:01" is not a timestamp (use hh:mm:ss,mmm)."#),
        ("1\n00:01,000 --> 00:00:02,000\nA\n", #"/x/talk.srt, line 2: "00:01,000" is not a timestamp (use hh:mm:ss,mmm)."#),
        ("\n\n1\n00:00:01,000 --> 00:00:01,000\nA\n", "/x/talk.srt, line 4: this cue ends at 1.000 s, which is not after its start (1.000 s)."),
        ("1\n00:00:01,000 --> 00:00:05,000\nA\n\n2\n00:00:04,000 --> 00:00:06,000\nB\n\n",
         "/x/talk.srt, line 6: this cue starts at 4.000 s, before the previous one ends (5.000 s)."),
        ("1\n00:00:01,000 --> 00:00:02,000\nA\n\n12\nB\n",
         #"/x/talk.srt, line 5: this cue number is not followed by a timing line such as "00:00:01,000 --> 00:00:04,000"."#),
        ("1\n00:00:01,000 --> 00:00:02,000\nA\n\n2",
         #"/x/talk.srt, line 5: this cue number is not followed by a timing line such as "00:00:01,000 --> 00:00:04,000"."#),
        ("Hello\n", #"/x/talk.srt, line 1: expected a cue number or a timing line such as "00:00:01,000 --> 00:00:04,000", not "Hello"."#),
        ("", "/x/talk.srt has no cues."),
        ("\r\n\r\n", "/x/talk.srt has no cues."),
    ])
    func eachProblemNamesItsLine(text: String, message: String) {
        #expect(Self.problem(text) == message)
    }

    @Test func binaryGarbageNamesItsLine() {
        #expect(Self.problem(Array("1\n00:00:01,000 --> 00:00:02,000\nA\n\n".utf8) + [0xC0, 0x80])
                == "/x/talk.srt, line 5: the file is not UTF-8 text.")
        #expect(Self.problem([0x31, 0x0A, 0x00]) == "/x/talk.srt, line 2: the file holds a NUL byte, so it is binary, not text.")
    }
}
