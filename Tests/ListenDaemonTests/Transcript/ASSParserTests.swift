import Foundation
import ListenProtocol
import Testing
@testable import ListenDaemon

/// ASS and SSA files: the events read with their Format line, the tags and drawings removed, and
/// the line each problem names.
struct ASSParserTests {
    static let name = "/x/film.ass"

    static func parse(_ text: String) throws(TranscriptError) -> Transcript {
        try Transcript.parse(Array(text.utf8), name: name, format: .ass)
    }

    static func problem(_ text: String) -> String? {
        do {
            _ = try parse(text)
            return nil
        } catch {
            return error.message
        }
    }

    static let header = """
        [Script Info]
        ; a comment
        Title: Test
        ScriptType: v4.00+

        [V4+ Styles]
        Format: Name, Fontname, Fontsize, PrimaryColour
        Style: Default,Arial,20,&H00FFFFFF

        [Events]
        Format: Layer, Start, End, Style, Name, MarginL, MarginR, MarginV, Effect, Text

        """

    @Test func dialogueLinesAreReadWithTagsRemovedAndLineBreaksKept() throws {
        let transcript = try Self.parse(Self.header + """
            Dialogue: 0,0:00:01.00,0:00:04.50,Default,Anna,0,0,0,,{\\i1}Hello{\\i0} there, {\\c&H00FF00&}friend
            Comment: 0,0:00:04.00,0:00:05.00,Default,,0,0,0,,not shown
            Dialogue: 0,0:00:04.50,0:00:07.25,Default,,0,0,0,,One, two,\\Nthree\\nfour\\hfive
            Dialogue: 0,1:02:03.04,1:02:05.00,Default,,0,0,0,,{\\an8}Late
            """)
        #expect(transcript.lines == [
            TranscriptLine(index: 1, start: 1, end: 4.5, text: "Hello there, friend", speaker: "Anna"),
            TranscriptLine(index: 2, start: 4.5, end: 7.25, text: "One, two,\nthree\nfour\u{00A0}five"),
            TranscriptLine(index: 3, start: 3723.04, end: 3725, text: "Late"),
        ])
    }

    @Test func eventsAreSortedAndThoseAtTheSameTimeJoined() throws {
        let transcript = try Self.parse(Self.header + """
            Dialogue: 0,0:00:05.00,0:00:06.00,Default,,0,0,0,,Second
            Dialogue: 0,0:00:01.00,0:00:02.00,Default,Anna,0,0,0,,First, top
            Dialogue: 1,0:00:01.00,0:00:02.00,Default,Ben,0,0,0,,First, bottom
            """)
        #expect(transcript.lines == [
            TranscriptLine(index: 1, start: 1, end: 2, text: "First, top\nFirst, bottom"),
            TranscriptLine(index: 2, start: 5, end: 6, text: "Second"),
        ])
    }

    @Test func drawingsAndEventsLeftWithoutWordsAreDropped() throws {
        let transcript = try Self.parse(Self.header + """
            Dialogue: 0,0:00:01.00,0:00:02.00,Default,,0,0,0,,{\\p1}m 0 0 l 100 0 100 100 0 100{\\p0}
            Dialogue: 0,0:00:01.50,0:00:03.00,Default,,0,0,0,,{\\pos(10,20)\\p2}m 0 0 l 5 5{\\p0}Words {\\pbo0}after
            """)
        #expect(transcript.lines == [TranscriptLine(index: 1, start: 1.5, end: 3, text: "Words after")])
    }

    @Test func anSSAFileWithItsOwnFormatAndControlCharactersIsRead() throws {
        let text = "[Script Info]\r\nScriptType: v4.00\r\n\r\n[Events]\r\n"
            + "Format: Marked, Start, End, Style, Name, MarginL, MarginR, MarginV, Effect, Text\r\n"
            + "Dialogue: Marked=0,0:00:02.5,0:00:03.125,*Default,NTP,0000,0000,0000,,Bell\u{07}\u{1B}[31m\tred\r\n"
        let transcript = try Transcript.parse(Array(text.utf8), name: "/x/old.ssa", format: .ass)
        #expect(transcript.lines == [TranscriptLine(index: 1, start: 2.5, end: 3.125, text: "Bell[31m red", speaker: "NTP")])
    }

    @Test func theFormatIsDetectedByContentOrName() throws {
        #expect(try TranscriptFormat.detect(Array(("\u{FEFF}\n" + Self.header).utf8), path: "/x/film.txt") == .ass)
        #expect(try TranscriptFormat.detect(Array("[script info]\n".utf8), path: "/x/film.srt") == .ass)
        #expect(try TranscriptFormat.detect([], path: "/x/film.SSA") == .ass)
        #expect(try TranscriptFormat.detect(Array("1\n00:00:01,000 --> 00:00:02,000\nHi\n".utf8), path: "/x/film.srt") == .subRip)
    }

    @Test func eventsThatCannotBeReadAreSkippedAndNamed() throws {
        let events = "Dialogue: 0,0:00:01,0:00:02.00,Default,,0,0,0,,Hi\n"
            + "Dialogue: 0,0:00:01.00,0:00:02.00\n"
            + "Dialogue: 0,0:00:03.00,0:00:02.00,Default,,0,0,0,,Backwards\n"
            + "Dialogue: 0,0:00:01.00,0:00:03.00,Default,,0,0,0,,A\nDialogue: 0,0:00:02.00,0:00:04.00,Default,,0,0,0,,B\n"
        let transcript = try Transcript.parse(Array((Self.header + events).utf8), name: "/x/film.ass", format: .ass)
        // Overlapping events are lines like any other.
        #expect(transcript.lines.map(\.text) == ["A", "B"])
        #expect(transcript.problems == [
            #"/x/film.ass, line 12: "0:00:01" is not a timestamp (use h:mm:ss.cc)."#,
            "/x/film.ass, line 13: this Dialogue line has 3 fields; the Format line names 10.",
            "/x/film.ass, line 14: this cue ends at 2.000 s, which is not after its start (3.000 s).",
        ])
        #expect(try Transcript.parse(Array(Self.header.utf8), name: "/x/film.ass", format: .ass).lines.isEmpty)
        #expect(Self.problem("[Script Info]\n[Events]\nFormat: Layer, Start, Text, End\n")
            == "/x/film.ass, line 3: this Format line must name Start and End and end with Text.")
    }
}
