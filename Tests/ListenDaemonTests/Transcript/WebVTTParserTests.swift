import Foundation
import ListenProtocol
import Testing
@testable import ListenDaemon

/// WebVTT files: what is read, what is skipped, and the line each problem names.
struct WebVTTParserTests {
    static let name = "/x/talk.vtt"

    static func parse(_ text: String) throws(TranscriptError) -> Transcript {
        try Transcript.parse(Array(text.utf8), name: name, format: .webVTT)
    }

    /// The message `text` is refused with, or nil if it is accepted.
    static func problem(_ bytes: [UInt8]) -> String? {
        do {
            _ = try Transcript.parse(bytes, name: name, format: .webVTT)
            return nil
        } catch {
            return error.message
        }
    }

    static func problem(_ text: String) -> String? {
        problem(Array(text.utf8))
    }

    static let realLooking = """
        WEBVTT - Travel Dialogue 1
        Kind: captions
        Language: en-GB

        STYLE
        ::cue { color: yellow; }

        NOTE This transcript was checked by hand.
        It has two speakers.

        REGION
        id:bottom width:40%

        intro
        00:00:01.000 --> 00:00:04.500 align:start position:10% line:85%
        <v Anna>Hello <b>there</b></v>

        2
        00:00:04.500 --> 00:00:07.250
        <v.loud Ben>Hi, Anna!
        How are you?</v>

        00:00:09.000 --> 00:00:10.000
        &lt;laughs&gt; Fine &amp; you?

        """

    @Test func aRealLookingFileGivesItsCuesWithSpeakers() throws {
        let transcript = try Self.parse(Self.realLooking)
        #expect(transcript.lines == [
            TranscriptLine(index: 1, start: 1, end: 4.5, text: "Hello there", speaker: "Anna"),
            TranscriptLine(index: 2, start: 4.5, end: 7.25, text: "Hi, Anna!\nHow are you?", speaker: "Ben"),
            TranscriptLine(index: 3, start: 9, end: 10, text: "<laughs> Fine & you?", speaker: nil),
        ])
    }

    @Test func minutesAndSecondsAloneAndLongHoursAreTimestamps() throws {
        let transcript = try Self.parse("WEBVTT\n\n00:01.000 --> 59:59.999\nOne\n\n100:00:00.000 --> 100:00:01.001\nTwo\n")
        #expect(transcript.lines.map(\.start) == [1, 360_000])
        #expect(transcript.lines.map(\.end) == [3599.999, 360_001.001])
    }

    @Test func crlfAndCrLineEndsReadLikeLf() throws {
        let lf = "WEBVTT\n\nid\n00:01.000 --> 00:02.000\nOne\nline two\n\n00:03.000 --> 00:04.000\nThree\n"
        let expected = try Self.parse(lf)
        #expect(expected.lines.count == 2)
        #expect(try Self.parse(lf.replacingOccurrences(of: "\n", with: "\r\n")) == expected)
        #expect(try Self.parse(lf.replacingOccurrences(of: "\n", with: "\r")) == expected)
        #expect(expected.lines[0].text == "One\nline two")
    }

    @Test func aByteOrderMarkAndAMissingFinalLineEndAreFine() throws {
        let transcript = try Transcript.parse([0xEF, 0xBB, 0xBF] + Array("WEBVTT\n\n00:01.000 --> 00:02.000\nOnly".utf8),
                                              name: Self.name, format: .webVTT)
        #expect(transcript.lines == [TranscriptLine(index: 1, start: 1, end: 2, text: "Only")])
    }

    @Test func aTimingLineEndsTheCueTextBeforeIt() throws {
        let transcript = try Self.parse("WEBVTT\n\n00:01.000 --> 00:02.000\nOne\n00:02.000 --> 00:03.000\nTwo\n")
        #expect(transcript.lines.map(\.text) == ["One", "Two"])
    }

    @Test func aCueWithoutTextIsKept() throws {
        let transcript = try Self.parse("WEBVTT\n\n00:01.000 --> 00:02.000\n\n00:02.000 --> 00:03.000\n<i></i>\n")
        #expect(transcript.lines.map(\.text) == ["", ""])
        #expect(transcript.lines.map(\.index) == [1, 2])
    }

    @Test func whitespaceOnlyLinesSeparateBlocks() throws {
        let transcript = try Self.parse("WEBVTT\n \n00:01.000 --> 00:02.000\nOne\n\t\n00:02.000 --> 00:03.000\nTwo\n")
        #expect(transcript.lines.map(\.text) == ["One", "Two"])
    }

    @Test(arguments: [
        ("WEBVTT\n\n00:01:xx.000 --> 00:02.000\nA\n", #"/x/talk.vtt, line 3: "00:01:xx.000" is not a timestamp (use hh:mm:ss.ttt or mm:ss.ttt)."#),
        ("WEBVTT\n\n00:01.000 --> 00:60.000\nA\n", #"/x/talk.vtt, line 3: "00:60.000" is not a timestamp (use hh:mm:ss.ttt or mm:ss.ttt)."#),
        ("WEBVTT\n\n00:01.00 --> 00:02.000\nA\n", #"/x/talk.vtt, line 3: "00:01.00" is not a timestamp (use hh:mm:ss.ttt or mm:ss.ttt)."#),
        ("WEBVTT\n\n0:00:01.000 --> 00:02.000\nA\n", #"/x/talk.vtt, line 3: "0:00:01.000" is not a timestamp (use hh:mm:ss.ttt or mm:ss.ttt)."#),
        ("WEBVTT\n\n00:01,000 --> 00:02.000\nA\n", #"/x/talk.vtt, line 3: "00:01,000" is not a timestamp (use hh:mm:ss.ttt or mm:ss.ttt)."#),
        ("WEBVTT\n\n00:02.000 --> 00:02.000\nA\n", "/x/talk.vtt, line 3: this cue ends at 2.000 s, which is not after its start (2.000 s)."),
        ("WEBVTT\n\n00:03.000 --> 00:02.000\nA\n", "/x/talk.vtt, line 3: this cue ends at 2.000 s, which is not after its start (3.000 s)."),
        ("WEBVTT\n\n00:01.000 --> 00:05.000\nA\n\n00:04.000 --> 00:06.000\nB\n",
         "/x/talk.vtt, line 6: this cue starts at 4.000 s, before the previous one ends (5.000 s)."),
        ("WEBVTT\n\n00:05.000 --> 00:06.000\nA\n\nlater\n00:01.000 --> 00:02.000\nB\n",
         "/x/talk.vtt, line 7: this cue starts at 1.000 s, before the previous one ends (6.000 s)."),
        ("WEBVTT\n", "/x/talk.vtt has no cues."),
        ("WEBVTT\nKind: captions\n\nNOTE nothing yet\n", "/x/talk.vtt has no cues."),
        ("", "/x/talk.vtt has no cues."),
        ("1\n00:00:01,000 --> 00:00:02,000\nA\n", #"/x/talk.vtt, line 1: a WebVTT file must start with "WEBVTT"."#),
        ("WEBVTTX\n\n00:01.000 --> 00:02.000\nA\n", #"/x/talk.vtt, line 1: "WEBVTTX" is not a WebVTT header ("WEBVTT", alone or followed by a space and a title)."#),
        ("\n \r\n\t", "/x/talk.vtt has no cues."),
        ("WEBVTT\n00:01.000 --> 00:02.000\nA\n", #"/x/talk.vtt, line 2: a blank line must separate the "WEBVTT" header from the first cue."#),
        ("WEBVTT\n\n00:01.000 -> 00:02.000\nA\n",
         #"/x/talk.vtt, line 3: this block has no timing line such as "00:01.000 --> 00:04.000" (a cue is an optional identifier line, its timing line and its text)."#),
    ])
    func eachProblemNamesItsLine(text: String, message: String) {
        #expect(Self.problem(text) == message)
    }

    @Test func binaryGarbageNamesTheLineItStartsOn() {
        #expect(Self.problem(Array("WEBVTT\n\n".utf8) + [0x00, 0x01, 0x02])
                == "/x/talk.vtt, line 3: the file holds a NUL byte, so it is binary, not text.")
        #expect(Self.problem(Array("WEBVTT\n\n00:01.000 --> 00:02.000\n".utf8) + [0x41, 0xC3, 0x28])
                == "/x/talk.vtt, line 4: the file is not UTF-8 text.")
    }

    @Test func withinALineTheFirstBadByteDecides() {
        #expect(Self.problem(Array("WEBVTT\nA".utf8) + [0x00, 0xFF])
                == "/x/talk.vtt, line 2: the file holds a NUL byte, so it is binary, not text.")
        #expect(Self.problem(Array("WEBVTT\nA".utf8) + [0xFF, 0x00])
                == "/x/talk.vtt, line 2: the file is not UTF-8 text.")
    }

    @Test func theFirstProblemIsTheOneReported() {
        // A bad timestamp on line 3, an overlap on line 6, bad UTF-8 on line 7.
        let text = Array("WEBVTT\n\n00:01.000 --> 00:0x.000\nA\n\n00:00.500 --> 00:01.000\n".utf8) + [0xFF, 0x0A]
        #expect(Self.problem(text)?.hasPrefix("/x/talk.vtt, line 3: \"00:0x.000\" is not a timestamp") == true)
        // Bad UTF-8 on line 4, inside a cue, before an overlap on line 6.
        let later = Array("WEBVTT\n\n00:01.000 --> 00:02.000\n".utf8) + [0xFF] + Array("\n\n00:00.500 --> 00:01.000\nB\n".utf8)
        #expect(Self.problem(later) == "/x/talk.vtt, line 4: the file is not UTF-8 text.")
    }

    @Test func controlCharactersInAQuotedTimestampAreNotShownRaw() {
        let message = Self.problem("WEBVTT\n\n00:01.000\u{1B}[2J --> 00:02.000\nA\n")
        #expect(message == "/x/talk.vtt, line 3: \"00:01.000\u{FFFD}[2J\" is not a timestamp (use hh:mm:ss.ttt or mm:ss.ttt).")
    }
}
