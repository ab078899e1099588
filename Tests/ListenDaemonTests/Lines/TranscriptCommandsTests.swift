import Foundation
import Testing
import TestSupport

/// A recording's transcript over the socket: found beside the file (WebVTT or SubRip) or named by a
/// library entry, shown whole by `transcript` and cue by cue in the status.
@Suite struct TranscriptCommandsTests {
    typealias S = LineTestSupport

    /// Checks the `transcript` reply against `cues`, every member of every cue.
    static func expectTranscript(_ client: ProtocolClient, is cues: [WrittenCue],
                                 sourceLocation: SourceLocation = #_sourceLocation) throws {
        let reply = try client.request(#"{"cmd":"transcript"}"#)
        #expect(reply.isOK, "\(reply)", sourceLocation: sourceLocation)
        let lines = try #require(reply.data?["lines"] as? [[String: Any]], "\(reply)", sourceLocation: sourceLocation)
        try #require(lines.count == cues.count, "\(lines.count) lines, wrote \(cues.count)", sourceLocation: sourceLocation)
        for (offset, (line, cue)) in zip(lines, cues).enumerated() {
            S.expect(line, is: cue, index: offset + 1, sourceLocation: sourceLocation)
        }
    }

    /// Checks that the status shows `cues` and that its `line` is the cue at its position.
    static func expectStatusLine(_ status: [String: Any], cues: [WrittenCue], transcript: String,
                                 sourceLocation: SourceLocation = #_sourceLocation) throws {
        #expect((status["lines"] as? NSNumber)?.intValue == cues.count, "\(status)", sourceLocation: sourceLocation)
        #expect((status["track"] as? [String: Any])?["transcript"] as? String == transcript, "\(status)", sourceLocation: sourceLocation)
        #expect(S.isNull(status["transcript_error"]), "\(status)", sourceLocation: sourceLocation)
        let position = try #require(S.number(status["position"]), sourceLocation: sourceLocation)
        let heard = Int(position / 2) + 1
        S.expect(S.line(status), is: cues[heard - 1], index: heard, sourceLocation: sourceLocation)
    }

    func checkSidecar(named sidecarName: String, text: String, cues: [WrittenCue]) throws {
        let daemon = try DaemonProcess()
        defer { daemon.close() }
        let audio = try S.copyMarks(into: daemon.folder)
        let sidecar = "\(daemon.folder.path)/\(sidecarName)"
        try S.write(text, to: sidecar)
        let client = try daemon.connect()
        try S.play(audio, on: client, daemon: daemon)

        try Self.expectTranscript(client, is: cues)
        // While playing: the line shown is the one at the position shown.
        let playing = try #require(try client.request("status").data)
        try Self.expectStatusLine(playing, cues: cues, transcript: sidecar)
        // A place chosen by the test, paused so that it stays there.
        #expect(try client.request("pause").isOK)
        let moved = try #require(try client.request("seek 37.3").data)
        #expect(S.number(moved["position"]) == 37.3, "\(moved)")
        try Self.expectStatusLine(moved, cues: cues, transcript: sidecar)
        #expect(S.index(S.line(moved)) == 19)
        let paused = try #require(try client.request("status").data)
        #expect(S.index(S.line(paused)) == 19, "\(paused)")
    }

    @Test func aWebVTTSidecarGivesEveryCueAndTheLineHeard() throws {
        try checkSidecar(named: "marks.vtt", text: S.webVTT(S.twoSecondVTTCues), cues: S.twoSecondVTTCues)
    }

    @Test func aSubRipSidecarGivesEveryCueAndTheLineHeard() throws {
        try checkSidecar(named: "marks.srt", text: S.subRip(S.twoSecondSRTCues), cues: S.twoSecondSRTCues)
    }

    @Test func aLibraryEntryWithASubRipTranscriptShowsItsLines() throws {
        let daemon = try DaemonProcess()
        defer { daemon.close() }
        // Names that no sidecar lookup would find: the lines can only come from the entry.
        let audio = try S.copyMarks(into: daemon.folder, as: "lesson-audio.wav")
        let transcript = "\(daemon.folder.path)/captions-for-the-lesson.srt"
        try S.write(S.subRip(S.twoSecondSRTCues), to: transcript)
        let client = try daemon.connect()
        let added = try client.request(
            #"{"cmd":"library_add","source":\#(S.json(audio)),"title":"Lesson With Lines","transcript":\#(S.json(transcript))}"#)
        try #require(added.isOK, "\(added)")
        #expect(added.data?["transcript"] as? String == transcript, "\(added)")

        let played = try client.request(#"{"cmd":"play","track":"Lesson With Lines"}"#)
        try #require(played.isOK, "\(played)")
        let loaded = try #require(try client.waitUntilLoaded(), "\(daemon.log(tail: 10))")
        #expect(loaded["state"] as? String == "playing", "\(loaded)")
        #expect((loaded["track"] as? [String: Any])?["id"] as? String == "user-lesson-with-lines", "\(loaded)")
        try Self.expectStatusLine(loaded, cues: S.twoSecondSRTCues, transcript: transcript)
        try Self.expectTranscript(client, is: S.twoSecondSRTCues)
        let moved = try #require(try client.request("line 30").data)
        #expect(S.index(S.line(moved)) == 30, "\(moved)")
    }

    @Test func withoutATranscriptThereAreNoLines() throws {
        let daemon = try DaemonProcess()
        defer { daemon.close() }
        let audio = try S.copyMarks(into: daemon.folder)
        let client = try daemon.connect()
        let status = try S.play(audio, on: client, daemon: daemon)
        #expect((status["lines"] as? NSNumber)?.intValue == 0, "\(status)")
        #expect(S.isNull(status["line"]), "\(status)")
        #expect(S.isNull(status["transcript_error"]), "\(status)")
        let track = try #require(status["track"] as? [String: Any])
        #expect(track["transcript"] == nil || S.isNull(track["transcript"]), "\(track)")

        let transcript = try client.request("transcript")
        #expect(transcript.isOK, "\(transcript)")
        let lines = try #require(transcript.data?["lines"] as? [Any], "\(transcript)")
        #expect(lines.isEmpty)
        #expect(transcript.data.map { Set($0.keys) } == ["lines", "source", "problems", "subtitle_tracks"], "\(transcript)")
        #expect(S.isNull(transcript.data?["source"]), "\(transcript)")
        #expect((transcript.data?["subtitle_tracks"] as? [Any])?.isEmpty == true, "a WAV has no subtitle tracks: \(transcript)")

        let next = try client.request("line next")
        #expect(next.errorCode == "invalid_state", "\(next)")
        #expect(next.errorMessage?.isEmpty == false)
        #expect(try client.request(#"{"cmd":"line","to":"replay"}"#).errorCode == "invalid_state")
        #expect(try client.request("line 1").errorCode == "invalid_state")
        #expect(try client.request("loop line").errorCode == "invalid_state")
        let after = try #require(try client.request("status").data)
        #expect(after["state"] as? String == "playing", "\(after)")
    }
}
