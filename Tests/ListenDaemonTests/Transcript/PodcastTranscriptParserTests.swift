import ListenProtocol
import Testing
@testable import ListenDaemon

/// Podcasting 2.0 JSON transcripts: segments of several words are lines; one-word segments are
/// gathered into lines with their word times.
struct PodcastTranscriptParserTests {
    static func parse(_ text: String) throws(TranscriptError) -> Transcript {
        try Transcript.parse(Array(text.utf8), name: "/x/episode.json", format: .podcastJSON)
    }

    @Test func segmentsOfSeveralWordsAreLinesWithTheirSpeakers() throws {
        let transcript = try Self.parse("""
            {"version": "1.0.0", "segments": [
              {"speaker": "Alice", "startTime": 0.5, "endTime": 2.25, "body": "Welcome to the show."},
              {"speaker": "Bob", "startTime": 2.25, "endTime": 4, "body": "Thanks for\\u0007 having me."}
            ]}
            """)
        #expect(transcript.lines == [
            TranscriptLine(index: 1, start: 0.5, end: 2.25, text: "Welcome to the show.", speaker: "Alice"),
            TranscriptLine(index: 2, start: 2.25, end: 4, text: "Thanks for having me.", speaker: "Bob"),
        ])
    }

    @Test func oneWordSegmentsBecomeLinesWithWordTimes() throws {
        let transcript = try Self.parse("""
            {"version": "1.0.0", "segments": [
              {"speaker": "Alice", "startTime": 1.0, "endTime": 1.3, "body": "Hello"},
              {"speaker": "Alice", "startTime": 1.3, "endTime": 1.8, "body": "there."},
              {"speaker": "Alice", "startTime": 1.9, "endTime": 2.2, "body": "How"},
              {"speaker": "Alice", "startTime": 2.2, "endTime": 2.4, "body": "are"},
              {"speaker": "Bob", "startTime": 2.5, "endTime": 2.9, "body": "Fine"},
              {"speaker": "Bob", "startTime": 5.0, "endTime": 5.5, "body": "later"}
            ]}
            """)
        // A sentence end, a change of speaker and a pause of more than a second end lines.
        #expect(transcript.lines.map(\.text) == ["Hello there.", "How are", "Fine", "later"])
        #expect(transcript.lines.map(\.speaker) == ["Alice", "Alice", "Bob", "Bob"])
        #expect(transcript.lines.map(\.start) == [1, 1.9, 2.5, 5])
        #expect(transcript.lines.map(\.end) == [1.8, 2.4, 2.9, 5.5])
        #expect(transcript.lines[0].words == [TranscriptWord(text: "Hello", start: 1, end: 1.3), TranscriptWord(text: "there.", start: 1.3, end: 1.8)])
    }

    @Test func longRunsOfWordsAreCutIntoLines() throws {
        let segments = (0..<45).map { #"{"startTime": \#(Double($0) * 0.3), "endTime": \#(Double($0) * 0.3 + 0.3), "body": "w\#($0)"}"# }
        let transcript = try Self.parse(#"{"segments": [\#(segments.joined(separator: ","))]}"#)
        #expect(transcript.lines.map { $0.words?.count } == [20, 20, 5])
    }

    @Test func aSegmentWithoutTimesIsSkippedAndNamed() throws {
        let transcript = try Self.parse(#"{"segments": [{"body": "no times"}, {"startTime": "1", "endTime": 2, "body": "text time"}, {"startTime": 3, "endTime": 4, "body": "kept line"}]}"#)
        #expect(transcript.lines.map(\.text) == ["kept line"])
        #expect(transcript.problems == [
            #"/x/episode.json, segment 1: this segment has no readable "startTime" and "endTime" in seconds; it was skipped."#,
            #"/x/episode.json, segment 2: this segment has no readable "startTime" and "endTime" in seconds; it was skipped."#,
        ])
    }

    @Test func jsonThatIsNotATranscriptIsRefused() {
        #expect(throws: TranscriptError(#"/x/episode.json is JSON but not a podcast transcript (an object with a "segments" array)."#)) {
            try Self.parse(#"{"title": "x"}"#)
        }
        let error = #expect(throws: TranscriptError.self) { try Self.parse("{ not json") }
        #expect(error?.message.hasPrefix("/x/episode.json is not JSON (") == true)
    }

    @Test func theFormatIsFoundByNameOrContent() throws {
        #expect(try TranscriptFormat.detect(Array("  {\"segments\": []}".utf8), path: "/x/t.txt") == .podcastJSON)
        #expect(try TranscriptFormat.detect([], path: "/x/t.JSON") == .podcastJSON)
    }
}
