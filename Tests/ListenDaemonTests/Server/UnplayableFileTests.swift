import Foundation
import Testing
import TestSupport

/// A file no output can play (a 300-channel WAV) is an error for that item; the daemon serves on,
/// also after a restart that restores the item.
@Suite(.tags(.realAudio)) struct UnplayableFileTests {
    @Test func aThreeHundredChannelWAVIsAnErrorAndTheDaemonServesOn() throws {
        let pulse = PrivatePulseAudio.shared
        let sink = try pulse.makeSink("u")
        defer { sink.remove() }
        let daemon = try DaemonProcess(output: "pulse", pulse: pulse, sink: sink.name)
        defer { daemon.close() }
        let file = try WAVFileWriter.write(to: "\(daemon.folder.path)/many.wav", channels: 300, sampleRate: 44100)
        let client = try daemon.connect()
        _ = try client.request("play \(file)")
        let status = try #require(try client.waitUntilLoaded(), "no status after play: \(daemon.log(tail: 10))")
        #expect(status["state"] as? String == "error")
        let error = status["error"] as? String ?? ""
        #expect(error.contains(file) && error.contains("300 channels"), "\(error)")
        // Another connection is served, and so is a second try.
        #expect(try daemon.connect().request("status").isOK)
        _ = try client.request("resume")
        _ = try client.request("play \(file)")
        #expect(try client.waitUntilLoaded()?["state"] as? String == "error")

        daemon.stop(signal: SIGTERM)
        try daemon.start()
        let restored = try daemon.connect()
        #expect(try restored.request("status").isOK, "\(daemon.log(tail: 10))")
        _ = try restored.request("play")
        usleep(300_000)
        let after = try #require(try restored.waitUntilLoaded(), "no status after restart: \(daemon.log(tail: 10))")
        #expect(after["state"] as? String != "playing")
        #expect(try daemon.connect().request("status").isOK)
    }
}
