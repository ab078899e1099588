import Foundation
import Testing
import TestSupport

/// PulseAudio going away and coming back: the daemon keeps its place and plays on by itself.
@Suite(.tags(.realAudio)) struct PulseRecoveryTests {
    @Test func playbackResumesAtTheSamePlaceAfterPulseAudioRestarts() throws {
        let pulse = try PrivatePulseAudio.dedicated()
        defer { pulse.kill() }
        let daemon = try DaemonProcess(output: "pulse", pulse: pulse)
        defer { daemon.close() }
        let client = try daemon.connect()
        _ = try client.request("play \(Fixtures.path("marks-cbr.mp3"))")
        try client.waitUntilLoaded()
        _ = try client.request("seek 40")
        usleep(800_000)
        let before = try #require(try client.request("status").data?["position"] as? Double)
        pulse.kill()
        let during = try #require(try client.waitForStatus { ($0["error"] as? String)?.contains("PulseAudio") == true })
        #expect(during["state"] as? String == "playing")
        let held = try #require(during["position"] as? Double)
        #expect(abs(held - before) < 1.0, "position \(held) while PulseAudio is down, was \(before)")
        #expect((during["error"] as? String)?.contains("PulseAudio") == true)
        try pulse.restart()
        let sink = try pulse.makeSink("r")
        defer { sink.remove() }
        let recorder = try sink.record()
        defer { recorder.stop() }
        // The daemon plays to the default sink; make the recorded one the default.
        try pulse.pactl("set-default-sink", sink.name)
        var resumed: [String: Any]?
        for _ in 0..<60 {
            let status = try #require(try client.request("status").data)
            if status["state"] as? String == "playing", status["error"] is NSNull,
               let position = status["position"] as? Double, position > held + 0.3 {
                resumed = status
                break
            }
            usleep(100_000)
        }
        let after = try #require(resumed, "playback did not resume within 6 s: \(daemon.log(tail: 10))")
        #expect(abs((after["position"] as? Double ?? 0) - held) < 3)
        // What is heard continues from where it stopped.
        let heard = recorder.secondHeard(after: recorder.count, from: 0.1, to: 0.3)
        let position = try #require(try client.request("status").data?["position"] as? Double)
        #expect(heard.map { abs(Double($0) - position) <= 1.5 } == true, "heard second \(heard ?? -1) at position \(position)")
    }
}
