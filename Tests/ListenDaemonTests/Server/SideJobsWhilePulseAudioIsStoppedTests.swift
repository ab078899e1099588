import Foundation
import Testing
import TestSupport

/// PulseAudio stopped with SIGSTOP while a recording plays: a `record` and a `say` in flight on
/// two connections never hold up a third connection's `status`, both fail on the stopped server,
/// and after SIGCONT the recording plays again with no client action.
@Suite struct SideJobsWhilePulseAudioIsStoppedTests {
    @Test func recordAndSayOnAStoppedServerNeitherBlockStatusNorBreakPlayback() throws {
        let pulse = try PrivatePulseAudio.dedicated()
        defer { pulse.kill() }
        let daemon = try DaemonProcess(output: "pulse", pulse: pulse)
        defer { daemon.close() }
        defer { pulse.resume() }
        let recorder = try daemon.connect()
        let speaker = try daemon.connect()
        let observer = try daemon.connect()
        _ = try observer.request("play \(Fixtures.path("marks-cbr.mp3"))")
        try observer.waitUntilLoaded()
        try #require(try waitFor(seconds: 5) { try observer.request("status").data?["position"] as? Double ?? 0 > 0.3 },
                     "playback never started: \(daemon.log(tail: 10))")

        pulse.suspend()
        let replies = DispatchGroup()
        let recordReply = LockedValue<[String: Any]?>(nil)
        let sayReply = LockedValue<[String: Any]?>(nil)
        for (client, line, reply) in [(recorder, "record", recordReply), (speaker, "say Hello there", sayReply)] {
            replies.enter()
            Thread {
                reply.set(try? client.request(line, timeout: 15))
                replies.leave()
            }.start()
        }
        var slowest = 0.0
        var answered = 0
        let deadline = Date().addingTimeInterval(3)
        while Date() < deadline {
            let asked = Date()
            _ = try #require(try observer.request("status", timeout: 5).data)
            slowest = max(slowest, Date().timeIntervalSince(asked))
            answered += 1
            usleep(20_000)
        }
        #expect(slowest < 0.1, "status took \(Int(slowest * 1000)) ms with record and say waiting on a stopped PulseAudio")
        #expect(replies.wait(timeout: .now() + 10) == .success, "record or say never answered")
        let record = try #require(recordReply.get(), "no reply to record")
        #expect(record["ok"] as? Bool == false, "record on a stopped server: \(record)")
        #expect(sayReply.get()?["ok"] as? Bool == true, "say is accepted and fails on the server later: \(String(describing: sayReply.get()))")

        pulse.resume()
        let resumed = Date()
        // Playing, with no error, and the position moving: heard again.
        var last = -1.0
        let back = try waitFor(seconds: 12) {
            let status = try #require(try observer.request("status").data)
            let position = status["position"] as? Double ?? 0
            defer { last = position }
            return status["state"] as? String == "playing" && status["error"] is NSNull && last >= 0 && position > last + 0.1
        }
        #expect(back, "the recording did not play again after SIGCONT: \(daemon.log(tail: 15))")
        print("SideJobsWhilePulseAudioIsStoppedTests: \(answered) status requests, slowest \(Int(slowest * 1000)) ms; playing again \(Int(Date().timeIntervalSince(resumed) * 1000)) ms after SIGCONT")
    }

    /// Polls `condition` every 200 ms until it holds or `seconds` pass.
    private func waitFor(seconds: Double, _ condition: () throws -> Bool) throws -> Bool {
        let deadline = Date().addingTimeInterval(seconds)
        while Date() < deadline {
            if try condition() { return true }
            usleep(200_000)
        }
        return false
    }
}

/// A value shared between a test and the threads it starts.
private final class LockedValue<Value>: @unchecked Sendable {
    private let lock = NSLock()
    private var value: Value

    init(_ value: Value) { self.value = value }

    func set(_ newValue: Value) { lock.withLock { value = newValue } }
    func get() -> Value { lock.withLock { value } }
}
