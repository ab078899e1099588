import Foundation
import Testing
import TestSupport

/// `transcript NAME`: any library recording's lines, read without selecting it — what plays,
/// where, and the selected recording's lines stay as they were.
@Suite struct RecordingTranscriptCommandTests {
    typealias S = LineTestSupport

    @Test func anotherRecordingsLinesComeWithoutDisturbingWhatPlays() throws {
        let daemon = try DaemonProcess()
        defer { daemon.close() }
        let client = try daemon.connect()
        let playing = try S.copyMarks(into: daemon.folder, as: "playing.wav")
        try S.write(S.webVTT(S.twoSecondVTTCues), to: "\(daemon.folder.path)/playing.vtt")
        // Its transcript only beside the file: found as selecting it would find it.
        let other = try S.copyMarks(into: daemon.folder, as: "other.wav")
        let otherCues = Array(S.twoSecondSRTCues.prefix(12))
        try S.write(S.subRip(otherCues), to: "\(daemon.folder.path)/other.srt")
        let bare = try S.copyMarks(into: daemon.folder, as: "bare.wav")
        let broken = try S.copyMarks(into: daemon.folder, as: "broken.wav")
        try S.write("not a caption file\n", to: "\(daemon.folder.path)/broken.vtt")
        for (path, title) in [(playing, "Playing Now"), (other, "Another Talk"), (bare, "No Lines"), (broken, "Broken Lines")] {
            let added = try client.request(#"{"cmd":"library_add","source":\#(S.json(path)),"title":\#(S.json(title))}"#)
            try #require(added.isOK, "\(added)")
        }

        #expect(try client.request(#"{"cmd":"play","track":"Playing Now"}"#).isOK)
        try #require(try client.waitUntilLoaded() != nil, "\(daemon.log(tail: 10))")
        #expect(try client.request("pause").isOK)
        #expect(try client.request("seek 37.3").isOK)

        let reply = try client.request("transcript Another Talk")
        try #require(reply.isOK, "\(reply)")
        let lines = try #require(reply.data?["lines"] as? [[String: Any]], "\(reply)")
        try #require(lines.count == otherCues.count, "\(reply)")
        for (offset, (line, cue)) in zip(lines, otherCues).enumerated() {
            S.expect(line, is: cue, index: offset + 1)
        }
        #expect(reply.data?["source"] as? String == "\(daemon.folder.path)/other.srt", "\(reply)")

        // By id in JSON, any case of the title in text; the selected one's are its own.
        let byID = try client.request(#"{"cmd":"transcript","track":"user-another-talk"}"#)
        #expect((byID.data?["lines"] as? [Any])?.count == otherCues.count, "\(byID)")
        let selected = try client.request("transcript playing now")
        #expect((selected.data?["lines"] as? [Any])?.count == S.twoSecondVTTCues.count, "\(selected)")

        let none = try client.request("transcript No Lines")
        #expect(none.isOK && (none.data?["lines"] as? [Any])?.isEmpty == true, "\(none)")
        #expect(S.isNull(none.data?["source"]), "\(none)")
        let unreadable = try client.request("transcript Broken Lines")
        #expect(unreadable.isOK && (unreadable.data?["lines"] as? [Any])?.isEmpty == true, "\(unreadable)")
        let problem = (unreadable.data?["problems"] as? [String])?.first ?? ""
        #expect(problem.contains("broken.vtt"), "\(unreadable)")
        let unknown = try client.request("transcript Nobody Said This")
        #expect(unknown.errorCode == "unknown_track", "\(unknown)")

        // Nothing moved: the same recording, paused where it was, with its own lines.
        let status = try #require(try client.request("status").data)
        #expect((status["track"] as? [String: Any])?["title"] as? String == "Playing Now", "\(status)")
        #expect(status["state"] as? String == "paused", "\(status)")
        #expect(S.number(status["position"]) == 37.3, "\(status)")
        #expect((status["lines"] as? NSNumber)?.intValue == S.twoSecondVTTCues.count, "\(status)")
        let own = try client.request("transcript")
        #expect((own.data?["lines"] as? [Any])?.count == S.twoSecondVTTCues.count, "\(own)")
    }
}
