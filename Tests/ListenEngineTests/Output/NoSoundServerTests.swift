import Foundation
import Testing
import TestSupport
@testable import ListenAdapters
@testable import ListenEngine

@Suite struct NoSoundServerTests {
    @Test func unreachablePulseAudioIsAClearError() throws {
        let h = try PlayerHarness { _ in try PulseOutput(server: "unix:/nonexistent/pulse/native") }
        defer { h.close() }
        h.load("marks.wav")
        #expect(h.wait { $0.state == .error })
        #expect(h.player.status().error?.hasPrefix("Cannot connect to PulseAudio") == true, "\(h.player.status().error ?? "")")
    }

    @Test func theNullOutputPlaysInRealTime() throws {
        let h = try PlayerHarness { _ in NullOutput() }
        defer { h.close() }
        h.load("marks-vbr-noxing.mp3", startAt: 5)
        #expect(h.wait { $0.state == .playing })
        let started = Date()
        let first = h.player.status().position
        usleep(1_000_000)
        let elapsed = Date().timeIntervalSince(started)
        let advanced = h.player.status().position - first
        #expect(abs(advanced - elapsed) < 0.1, "advanced \(advanced) s in \(elapsed) s")
        try h.player.pause()
        let paused = h.player.status().position
        usleep(300_000)
        #expect(abs(h.player.status().position - paused) < 0.01)
        try h.player.seek(to: 100)
        #expect(h.player.status().position == 100)
        try h.player.resume()
        #expect(h.wait { $0.position > 100.2 })
    }
}
