import Foundation
import Testing
import TestSupport
@testable import ListenEngine

/// The files FFmpeg decodes (AAC and ALAC in M4A, Opus in WebM, AAC in an MP4 video, Opus in a
/// Matroska video, WMA) through the private PulseAudio: pause and resume, a slower speed and a
/// loop, each checked on the sink's monitor. Seeks are in `PlayerPlaybackTests`.
@Suite(.tags(.realAudio)) struct PlayerFFmpegFormatsTests {
    @Test(arguments: Fixtures.marksThroughFFmpeg)
    func pauseResumeSpeedAndALoopAreHeard(_ name: String) throws {
        let h = try PlayerHarness()
        defer { h.close() }
        h.load(name, startAt: 60.3)
        let recorder = try h.recordSteadily(after: 60.5)
        #expect(h.player.status().media.container != nil, "\(name): no container named")
        #expect(h.player.status().media.codec != nil, "\(name): no codec named")

        try h.player.pause()
        let paused = h.player.status().position
        usleep(100_000)
        let silentFrom = recorder.count
        usleep(600_000)
        #expect(ToneAnalysis.rms(recorder.samples[silentFrom...]) < 0.01, "\(name): sound while paused")
        #expect(abs(h.player.status().position - paused) < 0.05, "\(name): the position moved while paused")
        var mark = recorder.count
        try h.player.resume()
        #expect(recorder.secondHeard(after: mark, from: 0.05, to: 0.2) == Int(paused), "\(name): resumed elsewhere")

        // A loop over seconds 90–92, set while 90 plays: 91, then 90 and 91 again, then on.
        try h.player.seek(to: 90.2)
        mark = recorder.count
        _ = try h.player.setLoop(PlaybackLoop(a: 90, b: 92, repeatCount: 2))
        #expect(h.wait(timeout: 10) { $0.position > 92.5 })
        recorder.waitFor(count: recorder.count + 4410)
        let heard = MarksReading.secondsInTurn(in: recorder.samples, from: mark)
        // (A seek's flush can itself read as an onset of 90: counting starts at 91.)
        #expect(Array(heard.drop { $0 != 91 }.prefix(4)) == [91, 90, 91, 92], "\(name): heard \(heard)")

        // At 0.75× the seconds still come in turn, each lasting 1/0.75 s.
        _ = try h.player.setLoop(nil)
        _ = h.player.setSpeed(0.75)
        try h.player.seek(to: 70)
        mark = recorder.count
        recorder.waitFor(count: mark + Int(3.2 * 44100), timeout: 10)
        let audio = recorder.samples
        let slow = MarksReading.onsets(in: audio, from: mark, minimumSilence: 0.012)
        let seconds = slow.map { MarksReading.second(at: $0.sample, in: audio) }
        let first = try #require(seconds.firstIndex(of: 71), "\(name): second 71 not heard at 0.75× (\(seconds))")
        try #require(first + 1 < slow.count && seconds[first + 1] == 72, "\(name): heard \(seconds) at 0.75×")
        let length = Double(slow[first + 1].sample - slow[first].sample) / 44100
        #expect(abs(length - 1 / 0.75) < 0.05, "\(name): a second lasted \(length) s at 0.75×")
    }

    @Test(arguments: ["truncated.m4a", "truncated.webm"])
    func aTruncatedFileIsAnErrorAndTheNextPlays(_ broken: String) throws {
        let h = try PlayerHarness()
        defer { h.close() }
        h.load(broken)
        #expect(h.wait { $0.state == .error })
        #expect(h.player.status().error?.contains(Fixtures.path(broken)) == true, "\(h.player.status().error ?? "no message")")
        h.load("marks-aac.m4a", startAt: 10)
        #expect(h.wait { $0.state == .playing && $0.position > 10.3 })
    }
}
