import Foundation
import Testing
import TestSupport

/// The last-selected recording and position survive a crash and a restart.
@Suite struct RestoreTests {
    @Test func theFirstRecordingIsSelectedOnAFirstStart() throws {
        let daemon = try DaemonProcess()
        defer { daemon.close() }
        let status = try #require(try daemon.connect().request("status").data)
        #expect(status["state"] as? String == "paused")
        #expect((status["track"] as? [String: Any])?["title"] as? String == "Ordering at a Cafe")
        #expect(status["position"] as? Double == 0)
    }

    @Test func killNineThenRestartRestoresRecordingAndPosition() throws {
        let daemon = try DaemonProcess()
        defer { daemon.close() }
        let client = try daemon.connect()
        _ = try client.request("play A Weekend in Edinburgh")
        #expect(try client.waitUntilLoaded()?["state"] as? String == "playing")
        #expect(try client.request("seek 30")["ok"] as? Bool == true)
        // The position is saved every 2 s while playing: a kill -9 loses at most that.
        let stateFile = URL(fileURLWithPath: "\(daemon.stateDirectory)/state.json")
        #expect(Poll.until(timeout: 2.7) {
            let saved = (try? Data(contentsOf: stateFile)).flatMap { try? JSONSerialization.jsonObject(with: $0) as? [String: Any] }
            return saved?["position"] as? Double ?? 0 > 30.5
        }, "no save on the timer")
        let before = try #require(try client.request("status").data?["position"] as? Double)
        daemon.stop(signal: SIGKILL)
        try daemon.start()
        let after = try #require(try daemon.connect().request("status").data)
        #expect((after["track"] as? [String: Any])?["id"] as? String == "a-weekend-in-edinburgh")
        #expect(after["state"] as? String == "paused")
        let position = try #require(after["position"] as? Double)
        #expect(position > 30.5, "saved on the timer, not only at the seek: \(position)")
        #expect(abs(position - before) <= 2.1, "was at \(before), restored \(position)")
    }

    @Test func anAdHocFileIsRestoredToo() throws {
        let daemon = try DaemonProcess()
        defer { daemon.close() }
        let file = Fixtures.path("marks.flac")
        let client = try daemon.connect()
        _ = try client.request("play \(file)")
        #expect(try client.waitUntilLoaded()?["state"] as? String == "playing")
        #expect(try client.request("seek 77")["ok"] as? Bool == true)
        daemon.stop(signal: SIGTERM)
        try daemon.start()
        let after = try #require(try daemon.connect().request("status").data)
        #expect((after["track"] as? [String: Any])?["id"] as? String == "file:\(file)")
        #expect(abs((after["position"] as? Double ?? 0) - 77) < 0.5)
    }

    @Test func aRecordingThatResumesKeepsItsPlaceAcrossARestart() throws {
        let daemon = try DaemonProcess()
        defer { daemon.close() }
        let client = try daemon.connect()
        let file = Fixtures.path("marks.flac")
        _ = try client.request(#"{"cmd":"library_add","source":"\#(file)","title":"Marks — Episode","resume":true}"#)
        _ = try client.request("play Marks — Episode")
        #expect(try client.waitUntilLoaded()?["state"] as? String == "playing")
        #expect(try client.request("seek 60")["ok"] as? Bool == true)
        _ = try client.request("stop")
        daemon.stop(signal: SIGTERM)
        try daemon.start()
        let restored = try #require(try daemon.connect().request("status").data)
        #expect(abs((restored["position"] as? Double ?? 0) - 60) < 0.5, "stopped, then restored where it stopped: \(restored)")
        let second = try daemon.connect()
        _ = try second.request("play A Weekend in Edinburgh")
        #expect(try second.waitUntilLoaded()?["state"] as? String == "playing")
        daemon.stop(signal: SIGTERM)
        try daemon.start()
        let again = try daemon.connect()
        let tracks = try #require(try again.request("list").data?["tracks"] as? [[String: Any]])
        let episode = try #require(tracks.first { $0["title"] as? String == "Marks — Episode" })
        #expect(abs((episode["resume_at"] as? Double ?? 0) - 60) < 0.5, "\(episode)")
        _ = try again.request("play Marks — Episode")
        let status = try #require(try again.waitUntilLoaded())
        #expect(abs((status["position"] as? Double ?? 0) - 60) < 0.6, "\(status)")
    }

    @Test func aCorruptStateFileIsIgnored() throws {
        let folder = try TemporaryFolder("st")
        try FileManager.default.createDirectory(atPath: "\(folder.path)/state", withIntermediateDirectories: true)
        try "{not json".write(toFile: "\(folder.path)/state/state.json", atomically: true, encoding: .utf8)
        let daemon = try DaemonProcess(folder: folder)
        defer { daemon.close() }
        #expect((try daemon.connect().request("status").data?["track"] as? [String: Any])?["title"] as? String == "Ordering at a Cafe")
    }
}
