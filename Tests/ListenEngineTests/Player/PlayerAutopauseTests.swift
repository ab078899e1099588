import Foundation
import Testing
import TestSupport
@testable import ListenEngine

/// Autopause at line ends through the private PulseAudio, checked on the sink's monitor.
@Suite(.tags(.realAudio)) struct PlayerAutopauseTests {
    @Test(arguments: [1.0, 0.75])
    func playbackStopsAtEachLineEnd(_ speed: Double) throws {
        let h = try PlayerHarness()
        defer { h.close() }
        _ = h.player.setSpeed(speed)
        _ = h.player.setAutopause(true)
        h.load("marks.wav", startAt: 60.05, lineEnds: [59, 61.5, 62.75])
        let recorder = try h.recordSteadily(after: 60.1)
        for end in [61.5, 62.75] {
            #expect(h.wait(timeout: 6) { $0.state == .paused }, "no pause at \(end)")
            let status = h.player.status()
            #expect(status.position == end)
            usleep(300_000)
            let audio = recorder.samples
            // The last sound heard: second k's tone begins 20 ms into it, so the time at the end
            // of the sound is read from that onset.
            let lastSound = try #require(audio.indices.reversed().first { abs(audio[$0]) > 0.01 })
            let onset = try #require(MarksReading.onsets(in: audio, minimumSilence: 0.012).last { $0.sample < lastSound - 441 })
            let second = try #require(MarksReading.second(at: onset.sample, in: audio))
            let stoppedAt = Double(second) + 0.020 + Double(lastSound - onset.sample) / 44100 * speed
            #expect(stoppedAt > end - 0.02 && stoppedAt < end + 0.05, "at \(speed)×: sound stopped at \(stoppedAt), the line ends at \(end)")
            #expect(ToneAnalysis.rms(audio.suffix(4410)) < 0.01, "sound while paused")
            try h.player.resume()
            #expect(h.wait(timeout: 2) { $0.state == .playing })
        }
    }
}

/// Autopause and a loop together: the pause at the loop's end, then the return to its start.
@Suite(.tags(.realAudio)) struct PlayerAutopauseInALoopTests {
    @Test func aResumeAtTheLoopsEndReturnsToItsStartAndTheClockFollows() throws {
        let h = try PlayerHarness()
        defer { h.close() }
        _ = h.player.setSpeed(0.75)
        _ = h.player.setAutopause(true)
        h.load("marks.wav", startAt: 69.6, lineEnds: [70.5, 71.25])
        #expect(h.wait(timeout: 10) { $0.state == .playing && $0.position > 69.7 })
        _ = try h.player.setLoop(PlaybackLoop(a: 70, b: 71.25))
        for end in [70.5, 71.25] {
            #expect(h.wait(timeout: 6) { $0.state == .paused }, "no pause at \(end)")
            #expect(h.player.status().position == end)
            try h.player.resume()
        }
        // Back at the loop's start: the position runs on from 70 at 0.75×.
        #expect(h.wait(timeout: 3) { $0.state == .playing && $0.position > 70.05 && $0.position < 70.5 })
        let first = h.player.status().position
        usleep(400_000)
        let advanced = h.player.status().position - first
        #expect(advanced > 0.2 && advanced < 0.4, "advanced \(advanced) s of track time in 0.4 s at 0.75×")
        #expect(h.player.status().loop?.done == 1)
    }
}
