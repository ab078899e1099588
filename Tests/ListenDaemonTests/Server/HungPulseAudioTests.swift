import Foundation
import Testing
import TestSupport

/// PulseAudio stopped with SIGSTOP: a seek on one connection never holds up `status` on another,
/// the daemon reports the server as gone, and plays on after SIGCONT.
@Suite(.tags(.realAudio)) struct HungPulseAudioTests {
    @Test func aSeekWhilePulseAudioIsStoppedDoesNotBlockStatus() throws {
        let pulse = try PrivatePulseAudio.dedicated()
        defer { pulse.kill() }
        let daemon = try DaemonProcess(output: "pulse", pulse: pulse)
        defer { daemon.close() }
        defer { pulse.resume() }
        let control = try daemon.connect()
        let observer = try daemon.connect()
        _ = try control.request("play \(Fixtures.path("marks-cbr.mp3"))")
        try control.waitUntilLoaded()
        usleep(500_000)

        pulse.suspend()
        let seekReply = DispatchSemaphore(value: 0)
        Thread {
            _ = try? control.request("seek 40")
            seekReply.signal()
        }.start()
        var worst = 0.0
        var errors = Set<String>()
        let deadline = Date().addingTimeInterval(2.8)
        while Date() < deadline {
            let asked = Date()
            let status = try #require(try observer.request("status", timeout: 2).data)
            worst = max(worst, Date().timeIntervalSince(asked))
            if let error = status["error"] as? String { errors.insert(error) }
            usleep(20_000)
        }
        #expect(seekReply.wait(timeout: .now() + 2) == .success, "no reply to seek")
        // A status that waited on PulseAudio would take the whole 2 s timeout; a busy machine adds far less.
        #expect(worst < 1, "status took \(worst) s with PulseAudio stopped")
        #expect(errors.contains { $0.contains("PulseAudio") }, "the stopped server was never reported: \(errors)")

        pulse.resume()
        let resumed = Date()
        var back = false
        while Date().timeIntervalSince(resumed) < 6 {
            let status = try #require(try observer.request("status").data)
            if status["state"] as? String == "playing", status["error"] is NSNull,
               let position = status["position"] as? Double, position > 40.3 {
                back = true
                break
            }
            usleep(50_000)
        }
        #expect(back, "playback did not come back: \(daemon.log(tail: 10))")
        print("HungPulseAudioTests: worst status \(Int(worst * 1000)) ms while stopped; playing again \(Int(Date().timeIntervalSince(resumed) * 1000)) ms after SIGCONT")
    }
}
