import Foundation
import ListenProtocol
import Testing
import TestSupport

/// Transcripts made by `learnctl transcribe` for recordings without a place beside them: read
/// from listend's cache when nothing else gives lines, never over a subtitle file beside the
/// recording, and taken up at once by `transcript_reload` while the recording plays on.
@Suite struct TranscribedTranscriptTests {
    typealias S = LineTestSupport

    /// Where `learnctl transcribe` writes the transcript of the recording at `location`.
    static func cached(_ location: String, daemon: DaemonProcess) -> String {
        "\(daemon.cacheDirectory)/listend/transcripts/\(TranscribedTranscripts.fileName(forLocation: location))"
    }

    @Test func aTranscribedTranscriptGivesLinesWhenNothingElseDoes() throws {
        let daemon = try DaemonProcess()
        defer { daemon.close() }
        let audio = try S.copyMarks(into: daemon.folder, as: "lecture.wav")
        let made = Self.cached(audio, daemon: daemon)
        try FileManager.default.createDirectory(atPath: (made as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try S.write(S.webVTT(S.twoSecondVTTCues), to: made)
        let client = try daemon.connect()
        let status = try S.play(audio, on: client, daemon: daemon)
        #expect((status["lines"] as? NSNumber)?.intValue == S.twoSecondVTTCues.count, "\(status)")
        try TranscriptCommandsTests.expectTranscript(client, is: S.twoSecondVTTCues)
        #expect(try client.request(#"{"cmd":"transcript"}"#).data?["source"] as? String == made)

        // A subtitle file beside the recording comes first.
        let beside = "\(daemon.folder.path)/lecture.srt"
        try S.write(S.subRip(S.twoSecondSRTCues), to: beside)
        #expect(try client.request(#"{"cmd":"transcript_reload"}"#).isOK)
        #expect(try client.request(#"{"cmd":"transcript"}"#).data?["source"] as? String == beside)
    }

    @Test func transcriptReloadTakesUpANewTranscriptWhileTheRecordingPlaysOn() throws {
        let daemon = try DaemonProcess()
        defer { daemon.close() }
        let client = try daemon.connect()
        // At start the first bundled recording is selected, stopped: its transcript is read again.
        let bundled = try client.request(#"{"cmd":"transcript_reload"}"#)
        #expect((bundled.data?["lines"] as? NSNumber)?.intValue ?? 0 > 0, "\(bundled)")

        let audio = try S.copyMarks(into: daemon.folder, as: "talk.wav")
        let before = try S.play(audio, on: client, daemon: daemon)
        #expect((before["lines"] as? NSNumber)?.intValue == 0, "\(before)")
        #expect(try client.request("seek 20").isOK)

        try S.write(S.webVTT(S.twoSecondVTTCues), to: "\(daemon.folder.path)/talk.vtt")
        let reloaded = try client.request("transcript_reload")
        try #require(reloaded.isOK, "\(reloaded)")
        let status = try #require(reloaded.data)
        #expect((status["lines"] as? NSNumber)?.intValue == S.twoSecondVTTCues.count, "\(status)")
        #expect(status["state"] as? String == "playing")
        #expect((S.number(status["position"]) ?? 0) >= 20, "it plays on from where it was: \(status)")
        #expect(S.index(S.line(status)) == 11, "the line heard at 20 s: \(status)")
        #expect((status["track"] as? [String: Any])?["transcript"] as? String == "\(daemon.folder.path)/talk.vtt")
        #expect(try client.request("line next").isOK, "the new lines are navigable")

        // Autopause pauses at the new lines' ends.
        #expect(try client.request("autopause on").isOK)
        let paused = try S.status(of: client, timeout: 6) { $0["state"] as? String == "paused" }
        let position = S.number(paused?["position"]) ?? 0
        #expect(abs(position - position.rounded()) < 0.1 && Int(position.rounded()) % 2 == 0, "paused at a line's end: \(paused ?? [:])")
    }

    @Test func listNamesWhereEachRecordingIs() throws {
        let daemon = try DaemonProcess()
        defer { daemon.close() }
        let client = try daemon.connect()
        let audio = try S.copyMarks(into: daemon.folder, as: "mine.wav")
        #expect(try client.request(#"{"cmd":"library_add","source":\#(S.json(audio)),"title":"Mine"}"#).isOK)
        let tracks = try #require(try client.request("list").data?["tracks"] as? [[String: Any]])
        #expect(tracks.first { $0["title"] as? String == "Mine" }?["location"] as? String == audio)
        #expect(tracks.first { $0["title"] as? String == "Travel Dialogue 1" }?["location"] as? String
            == "\(Products.audioDirectory)/travel-dialogue-1.mp3")
    }
}
