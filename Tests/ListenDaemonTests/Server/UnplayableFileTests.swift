import Foundation
import Testing
import TestSupport

/// A file listend cannot play (a 300-channel WAV) is refused before it is selected; the daemon
/// serves on, also after a restart.
@Suite(.tags(.realAudio)) struct UnplayableFileTests {
    @Test func aThreeHundredChannelWAVIsRefusedAndTheDaemonServesOn() throws {
        let pulse = PrivatePulseAudio.shared
        let sink = try pulse.makeSink("u")
        defer { sink.remove() }
        let daemon = try DaemonProcess(output: "pulse", pulse: pulse, sink: sink.name)
        defer { daemon.close() }
        let file = try WAVFileWriter.write(to: "\(daemon.folder.path)/many.wav", channels: 300, sampleRate: 44100)
        let client = try daemon.connect()
        let before = try #require(try client.request("status").data)
        let refused = try client.request("play \(file)")
        // Refused before it is selected (the decoder does not open it): what was selected stays.
        #expect(refused.errorCode == "unplayable", "\(refused)")
        #expect(refused.errorMessage?.contains(file) == true, "\(refused)")
        let kept = try #require(try client.request("status").data)
        #expect((kept["track"] as? [String: Any])?["id"] as? String == (before["track"] as? [String: Any])?["id"] as? String)
        // Another connection is served, and so is a second try.
        #expect(try daemon.connect().request("status").isOK)
        _ = try client.request("resume")
        #expect(try client.request("play \(file)").errorCode == "unplayable")

        daemon.stop(signal: SIGTERM)
        try daemon.start()
        let restored = try daemon.connect()
        #expect(try restored.request("status").isOK, "\(daemon.log(tail: 10))")
        _ = try restored.request("play")
        usleep(300_000)
        let after = try #require(try restored.waitUntilLoaded(), "no status after restart: \(daemon.log(tail: 10))")
        #expect((after["track"] as? [String: Any])?["title"] as? String != "many", "the unplayable file is not restored")
        #expect(try daemon.connect().request("status").isOK)
    }
}
