import Foundation
import Testing
import TestSupport

/// Caption files as they come from the wild, over the socket: each gives a clear result and the
/// recording plays. (Binary junk named `.vtt` and empty files: BrokenTranscriptTests.)
@Suite struct WildCaptionFilesTests {
    typealias S = LineTestSupport

    /// A WebVTT file of `count` cues of 1 ms each, every one with a line of text, padded to about `size` bytes.
    static func manyCues(_ count: Int, size: Int) -> String {
        var text = "WEBVTT\n\n"
        text.reserveCapacity(size + 100)
        let padding = String(repeating: "x", count: max(0, size / count - 45))
        for index in 0..<count {
            let start = index * 1
            text += "\(S.timestamp(Double(start) / 1000, separator: ".")) --> \(S.timestamp(Double(start + 1) / 1000, separator: "."))\n"
            text += "cue \(index + 1) \(padding)\n\n"
        }
        return text
    }

    @Test func a10MBFileOf100000CuesLoadsAndPlays() throws {
        let daemon = try DaemonProcess()
        defer { daemon.close() }
        let audio = try S.copyMarks(into: daemon.folder)
        let text = Self.manyCues(100_000, size: 9_900_000)
        #expect(text.utf8.count > 9_000_000 && text.utf8.count < 10_000_000, "\(text.utf8.count) bytes")
        try S.write(text, to: "\(daemon.folder.path)/marks.vtt")
        let client = try daemon.connect()
        // Reading 100,000 cues takes under a second here; a loaded CI machine gets time to spare.
        let reply = try client.request(#"{"cmd":"play","file":\#(S.json(audio))}"#, timeout: 30)
        try #require(reply.isOK, "\(reply)")
        let status = try #require(try client.waitUntilLoaded(timeout: 30), "\(daemon.log(tail: 10))")
        #expect((status["lines"] as? NSNumber)?.intValue == 100_000, "\(status)")
        #expect(S.isNull(status["transcript_error"]), "\(status)")
        let last = try client.request("line 100000")
        #expect(S.number(last.data?["position"]) == 99.999, "\(last)")
        #expect(S.index(S.line(last.data)) == 100_000)
    }

    @Test func aCueAt999999HoursIsReadAndItsLineIsRefusedAsPastTheEnd() throws {
        let daemon = try DaemonProcess()
        defer { daemon.close() }
        let audio = try S.copyMarks(into: daemon.folder)
        try S.write("WEBVTT\n\n00:01.000 --> 00:02.000\nFirst\n\n999999:00:00.000 --> 999999:00:01.000\nNever heard\n",
                    to: "\(daemon.folder.path)/marks.vtt")
        let client = try daemon.connect()
        let status = try S.play(audio, on: client, daemon: daemon)
        #expect((status["lines"] as? NSNumber)?.intValue == 2, "\(status)")
        let lines = try #require(try client.request("transcript").data?["lines"] as? [[String: Any]])
        #expect(S.number(lines.last?["start"]) == 3_599_996_400)
        let refused = try client.request("line 2")
        #expect(refused.errorCode == "bad_argument", "\(refused)")
        #expect(refused.errorMessage?.contains("after the recording ends") == true, "\(refused)")
        let after = try #require(try client.request("status").data)
        #expect(after["state"] as? String == "playing", "\(after)")
    }

    @Test func cuesThatCannotBeReadAreSkippedNamedAndTheRestPlays() throws {
        let daemon = try DaemonProcess()
        defer { daemon.close() }
        let audio = try S.copyMarks(into: daemon.folder)
        let sidecar = "\(daemon.folder.path)/marks.vtt"
        try S.write("WEBVTT\n\n00:01.000 --> 00:03.000\nFine\n\n00:04.000 --> 00:0x.500\nBroken\n\n00:02.000 --> 00:05.000\nOverlapping\n", to: sidecar)
        let client = try daemon.connect()
        let status = try S.play(audio, on: client, daemon: daemon)
        #expect(S.isNull(status["transcript_error"]), "\(status)")
        #expect((status["lines"] as? NSNumber)?.intValue == 2, "\(status)")
        let transcript = try #require(try client.request("transcript").data)
        #expect((transcript["lines"] as? [[String: Any]])?.map { $0["text"] as? String } == ["Fine", "Overlapping"])
        #expect(transcript["problems"] as? [String] == [
            #"\#(sidecar), line 6: "00:04.000 --> 00:0x.500" is not a timing line such as "00:01.000 --> 00:04.000"; this cue was skipped."#,
        ])
    }

    @Test func aTranscriptInAnotherEncodingIsReadWithTheEncodingNamed() throws {
        let daemon = try DaemonProcess()
        defer { daemon.close() }
        let audio = try S.copyMarks(into: daemon.folder)
        let sidecar = "\(daemon.folder.path)/marks.srt"
        try Data(Array("1\n00:00:01,000 --> 00:00:02,000\nCaf".utf8) + [0xE9, 0x20, 0x96, 0x20, 0x93, 0x6F, 0x6B, 0x94, 0x0A])
            .write(to: URL(fileURLWithPath: sidecar))
        let client = try daemon.connect()
        let refused = try S.play(audio, on: client, daemon: daemon)
        let error = try #require(refused["transcript_error"] as? String, "\(refused)")
        #expect(error.contains("--transcript-encoding windows-1252"), "\(error)")
        // play … transcript_encoding reads it, from where it is.
        let reply = try client.request(#"{"cmd":"play","file":\#(S.json(audio)),"transcript_encoding":"windows-1252"}"#)
        #expect(reply.isOK, "\(reply)")
        let status = try #require(try client.waitUntilLoaded())
        #expect(S.isNull(status["transcript_error"]), "\(status)")
        let lines = try #require(try client.request("transcript").data?["lines"] as? [[String: Any]])
        #expect(lines.map { $0["text"] as? String } == ["Café – “ok”"])
        // library_add keeps the encoding with the recording.
        let added = try client.request(#"{"cmd":"library_add","source":\#(S.json(audio)),"title":"Café","transcript":\#(S.json(sidecar)),"transcript_encoding":"windows-1252"}"#)
        #expect(added.isOK, "\(added)")
        let unknown = try client.request(#"{"cmd":"library_add","source":\#(S.json(audio)),"title":"Other","transcript":\#(S.json(sidecar)),"transcript_encoding":"klingon-9"}"#)
        #expect(unknown.errorCode == "bad_argument", "\(unknown)")
        #expect(unknown.errorMessage?.contains("is not an encoding this system knows") == true, "\(unknown)")
        #expect(try client.request("play Café").isOK)
        let playing = try #require(try client.waitUntilLoaded())
        #expect(S.isNull(playing["transcript_error"]), "\(playing)")
        #expect((playing["lines"] as? NSNumber)?.intValue == 1, "\(playing)")
    }
}
