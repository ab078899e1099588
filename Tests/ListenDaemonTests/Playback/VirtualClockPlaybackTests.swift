import Foundation
import Testing
import ListenEngine
import ListenProtocol
import TestSupport
@testable import ListenDaemon

/// Playback logic on a virtual clock, in-process: positions, autopause at line ends and loops
/// land exactly where they should, with no real time spent playing.
@Suite struct VirtualClockPlaybackTests {
    private func start(_ harness: InProcessDaemon, transcript: String? = nil) throws {
        let audio = try harness.recordingFile("talk.mp3")
        if let transcript {
            try transcript.write(toFile: "\(harness.folder.path)/talk.vtt", atomically: true, encoding: .utf8)
        }
        _ = try harness.request("play \(audio)").get()
        #expect(harness.wait { harness.daemon.status().state == .playing })
    }

    @Test func thePositionIsWhatTheClockHasPlayed() throws {
        let clock = VirtualClock()
        let harness = try InProcessDaemon(clock: clock)
        defer { harness.close() }
        try start(harness)
        clock.advance(by: 5)
        let position = harness.daemon.status().position
        #expect(abs(position - 5) < 0.02, "position \(position) after 5 s")
        _ = try harness.request("seek 30").get()
        clock.advance(by: 2.5)
        let after = harness.daemon.status().position
        #expect(abs(after - 32.5) < 0.02, "position \(after) 2.5 s after seeking to 30")
    }

    @Test func autopausePausesAtEachLinesEnd() throws {
        let clock = VirtualClock()
        let harness = try InProcessDaemon(clock: clock)
        defer { harness.close() }
        _ = try harness.request("autopause on").get()
        try start(harness, transcript: "WEBVTT\n\n00:00.000 --> 00:01.500\nOne\n\n00:02.000 --> 00:03.250\nTwo\n")
        #expect(harness.daemon.status().lines == 2)
        clock.advance(by: 2)
        #expect(harness.wait { harness.daemon.status().state == .paused })
        #expect(harness.daemon.status().position == 1.5)
        _ = try harness.request("resume").get()
        clock.advance(by: 2.5)
        #expect(harness.wait { harness.daemon.status().state == .paused })
        #expect(harness.daemon.status().position == 3.25)
    }

    @Test func aLoopGoesBackToItsStartForEachRepeatThenPlaysOn() throws {
        let clock = VirtualClock()
        let harness = try InProcessDaemon(clock: clock)
        defer { harness.close() }
        try start(harness)
        _ = try harness.request("loop 10 12 2").get()
        #expect(abs(harness.daemon.status().position - 10) < 0.02)
        clock.advance(by: 3)
        let second = harness.daemon.status()
        #expect(second.loop?.done == 1, "\(String(describing: second.loop))")
        #expect(abs(second.position - 11) < 0.05, "position \(second.position) in the second pass")
        clock.advance(by: 3)
        let after = harness.daemon.status()
        #expect(after.loop == nil)
        #expect(abs(after.position - 14) < 0.05, "position \(after.position) after the loop")
    }
}
