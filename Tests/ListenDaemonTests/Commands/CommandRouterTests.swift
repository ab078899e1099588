import Foundation
import Testing
import ListenEngine
import ListenProtocol
import TestSupport
@testable import ListenDaemon

/// The router in-process, with device doubles: commands that wait (on the sound server, the
/// disk) run on their area's queue and hold up no other client; one connection's lines are
/// answered in order; a side job that fails leaves playback as it was.
@Suite struct CommandRouterTests {
    @Test func everyCommandThatCanBlockRunsOnItsAreasQueue() throws {
        let harness = try InProcessDaemon()
        defer { harness.close() }
        let router = CommandRouter(daemon: harness.daemon)
        let queued: [DaemonCommand] = [.play(nil), .libraryAdd(LibraryAddition(source: "/x", title: "x")),
                                       .libraryRemove("x"), .say(SayRequest(text: "hi")), .voices, .record(RecordRequest()), .recordStop,
                                       .list]
        for command in queued { #expect(router.route(command).queue != nil, "\(command) runs on the event loop") }
        let immediate: [DaemonCommand] = [.hello, .status, .pause, .resume, .toggle, .stop, .seek(.absolute(1)),
                                          .transcript, .autopause(true), .questions(nil)]
        for command in immediate { #expect(router.route(command).queue == nil, "\(command) waits for a queue") }
    }

    @Test func aRecordWaitingOnAStoppedServerHoldsUpNoOtherConnection() throws {
        let harness = try InProcessDaemon(input: ScriptedInput(startDelay: 1, failing: true))
        defer { harness.close() }
        let socket = try harness.serve()
        try harness.startPlaying()
        let recorder = try ProtocolClient(path: socket)
        let observer = try ProtocolClient(path: socket)
        try recorder.send("record")
        var slowest = 0.0
        var answers = 0
        let deadline = Date().addingTimeInterval(0.8)
        while Date() < deadline {
            let asked = Date()
            #expect(try observer.request("status").isOK)
            slowest = max(slowest, Date().timeIntervalSince(asked))
            answers += 1
            usleep(10_000)
        }
        #expect(slowest < 0.1, "status took \(Int(slowest * 1000)) ms while record waited")
        #expect(answers > 10)
        let reply = try ProtocolClient.parse(try #require(recorder.readLine(timeout: 5), "no reply to record"))
        #expect(reply["ok"] as? Bool == false)
        #expect((reply["error"] as? [String: Any])?["code"] as? String == "unavailable")
        // The recording that was paused for the take plays again.
        #expect(harness.wait { harness.daemon.status().state == .playing }, "playback stayed \(harness.daemon.status().state)")
    }

    @Test func oneConnectionsLinesAreAnsweredInOrderWhileACommandWaits() throws {
        let harness = try InProcessDaemon(input: ScriptedInput(startDelay: 0.3, failing: true))
        defer { harness.close() }
        let client = try ProtocolClient(path: try harness.serve())
        try client.send(#"{"cmd":"record","id":1}"# + "\n" + #"{"cmd":"status","id":2}"# + "\n" + #"{"cmd":"hello","id":3}"#)
        let ids = try (0..<3).map { _ in try ProtocolClient.parse(try #require(client.readLine(timeout: 5)))["id"] as? Int }
        #expect(ids == [1, 2, 3])
    }

    @Test func aFailedSayLeavesPlaybackPlaying() throws {
        let harness = try InProcessDaemon()
        defer { harness.close() }
        try harness.startPlaying()
        let refused = try harness.request(#"{"cmd":"say","text":"Hello","voice":"xx-nowhere"}"#)
        #expect(throws: ProtocolError.self) { try refused.get() }
        #expect(harness.daemon.status().state == .playing)
    }

    @Test func sayPausesTheRecordingAndResumesItWhenSpoken() throws {
        let harness = try InProcessDaemon()
        defer { harness.close() }
        try harness.startPlaying()
        _ = try harness.request("say Hello").get()
        #expect(harness.daemon.status().state == .paused)
        #expect(harness.wait { harness.daemon.status().speech != nil })
        #expect(harness.wait { harness.daemon.status().state == .playing }, "playback did not resume after speaking")
        #expect(harness.daemon.status().speech == nil)
    }

    @Test func recordPausesTheRecordingAndRecordStopWritesTheTakeAndResumes() throws {
        let harness = try InProcessDaemon(input: ScriptedInput(level: 0))
        defer { harness.close() }
        try harness.startPlaying()
        _ = try harness.request("record").get()
        #expect(harness.daemon.status().state == .paused)
        #expect(harness.wait { (harness.daemon.status().recording?.duration ?? 0) >= 0.2 })
        _ = try harness.request("record_stop").get()
        let take = try #require(harness.daemon.status().recording)
        #expect(take.recording == false)
        #expect(take.ended == .stopped)
        #expect(FileManager.default.fileExists(atPath: take.path), "no take at \(take.path)")
        #expect(harness.wait { harness.daemon.status().state == .playing }, "playback did not resume after the take")
    }

    @Test func libraryAddWritesTheFileThenListsTheRecording() throws {
        let harness = try InProcessDaemon()
        defer { harness.close() }
        let file = try harness.recordingFile("mine.mp3")
        let added = try harness.request(#"{"cmd":"library_add","source":"\#(file)","title":"Mine"}"#).get()
        guard case .track(let track) = added else { Issue.record("reply: \(added)"); return }
        #expect(track.title == "Mine")
        let library = try String(contentsOfFile: "\(harness.folder.path)/data/library.json", encoding: .utf8)
        #expect(library.contains("Mine"))
        guard case .library(let list) = try harness.request("list").get() else { Issue.record("no list"); return }
        #expect(list.tracks.map(\.title) == ["Mine"])
        _ = try harness.request(#"{"cmd":"library_remove","title":"Mine"}"#).get()
        guard case .library(let after) = try harness.request("list").get() else { Issue.record("no list"); return }
        #expect(after.tracks.isEmpty)
    }
}
