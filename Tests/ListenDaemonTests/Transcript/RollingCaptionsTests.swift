import ListenProtocol
import Testing
@testable import ListenDaemon

/// When cues are taken as rolling captions, and when not. (The YouTube-shaped fixture's clean
/// lines are checked in WordTimingTests.)
struct RollingCaptionsTests {
    static func parse(_ text: String) throws -> Transcript {
        try Transcript.parse(Array(text.utf8), name: "/x/a.vtt", format: .webVTT)
    }

    @Test func tidyKaraokeCuesAreNotRolling() throws {
        // Word times, but no cue repeats the line before it: each cue is a line as it is.
        let transcript = try Self.parse("""
            WEBVTT

            00:01.000 --> 00:02.000
            one <00:01.500>two

            00:02.000 --> 00:03.000
            three <00:02.500>four

            """)
        #expect(transcript.lines.map(\.text) == ["one two", "three four"])
        #expect(transcript.lines.map(\.end) == [2, 3])
    }

    @Test func repeatedLinesWithoutWordTimesAreNotRolling() throws {
        // A song's chorus repeats, but nothing is typed out word by word.
        let transcript = try Self.parse("""
            WEBVTT

            00:01.000 --> 00:02.000
            la la la

            00:02.000 --> 00:03.000
            la la la

            """)
        #expect(transcript.lines.map(\.text) == ["la la la", "la la la"])
    }

    @Test func rollingCuesOutOfOrderInTheFileAreCleanedInTimeOrder() throws {
        let transcript = try Self.parse("""
            WEBVTT

            00:00:03.000 --> 00:00:05.000 align:start position:0%
            first line
            second<00:00:03.500><c> line</c>

            00:00:01.000 --> 00:00:02.990 align:start position:0%
             
            first<00:00:01.400><c> line</c>

            00:00:02.990 --> 00:00:03.000 align:start position:0%
            first line
             

            """)
        #expect(transcript.lines.map(\.text) == ["first line", "second line"])
        #expect(transcript.lines.map(\.start) == [1, 3])
        #expect(transcript.lines.map(\.end) == [3, 5])
        #expect(transcript.lines[1].words == [TranscriptWord(text: "second", start: 3, end: 3.5), TranscriptWord(text: "line", start: 3.5, end: 5)])
    }
}
