import Foundation
import Testing
import TestSupport
@testable import ListenEngine

/// Loops through the private PulseAudio, checked on the sink's monitor.
@Suite(.tags(.realAudio)) struct PlayerLoopTests {
    @Test func threeRepeatsAreHeardThreeTimesThenPlaybackGoesOn() throws {
        let h = try PlayerHarness()
        defer { h.close() }
        h.load("marks.wav", startAt: 17.5)
        let recorder = try h.recordSteadily(after: 17.6)
        try h.player.seek(to: 18)
        let from = recorder.count
        // Set from outside its span: playback moves to its start.
        let set = try h.player.setLoop(PlaybackLoop(a: 20, b: 22, repeatCount: 3))
        #expect(set.loop?.a == 20 && set.position == 20)
        #expect(h.wait(timeout: 10) { $0.position > 23.5 })
        #expect(h.player.status().loop == nil, "the loop ends after its last pass")
        recorder.waitFor(count: recorder.count + 4410)
        let heard = MarksReading.secondsInTurn(in: recorder.samples, from: from)
        let passes = heard.drop { $0 != 20 }.prefix(7)
        #expect(Array(passes) == [20, 21, 20, 21, 20, 21, 22], "heard \(heard)")
    }

    @Test(arguments: [1.0, 0.75])
    func theReturnToTheStartIsHeardAtTheEnd(_ speed: Double) throws {
        let h = try PlayerHarness()
        defer { h.close() }
        _ = h.player.setSpeed(speed)
        h.load("marks.wav", startAt: 29.5)
        let recorder = try h.recordSteadily(after: 29.6)
        _ = try h.player.setLoop(PlaybackLoop(a: 30, b: 32))
        let from = recorder.count
        recorder.waitFor(count: from + Int(5.5 / speed * 44100), timeout: 15)
        #expect(h.player.status().loop?.done ?? 0 >= 2, "passes: \(String(describing: h.player.status().loop))")
        let audio = recorder.samples
        let onsets = MarksReading.onsets(in: audio, from: from, minimumSilence: 0.012)
        let seconds = onsets.map { MarksReading.second(at: $0.sample, in: audio) }
        // Each second lasts one second of track time, the loop's return included: a return early or
        // late by δ would shorten or lengthen the second before it by δ.
        var returns = 0
        for i in 1..<onsets.count where seconds[i] == 30 && seconds[i - 1] == 31 {
            returns += 1
            let length = Double(onsets[i].sample - onsets[i - 1].sample) / 44100 * speed
            #expect(abs(length - 1) < 0.03, "at \(speed)×: second 31 lasted \(length) s of track time before the return")
            #expect(onsets[i].silence < 0.03 / speed, "at \(speed)×: \(onsets[i].silence) s of silence at the return")
        }
        #expect(returns >= 2, "at \(speed)×: heard \(seconds)")
        #expect(!seconds.contains(32), "the loop's end was overrun: \(seconds)")
    }

    @Test func theGapIsSilentForItsLength() throws {
        let h = try PlayerHarness()
        defer { h.close() }
        h.load("marks.wav", startAt: 39.5)
        let recorder = try h.recordSteadily(after: 39.6)
        try h.player.seek(to: 38)
        let from = recorder.count
        // From outside its span: playback moves to its start, and both passes are heard.
        _ = try h.player.setLoop(PlaybackLoop(a: 40, b: 41, repeatCount: 2, gap: 0.5))
        #expect(h.wait(timeout: 8) { $0.position > 41.3 })
        recorder.waitFor(count: recorder.count + 4410)
        let audio = recorder.samples
        let onsets = MarksReading.onsets(in: audio, from: from, minimumSilence: 0.012)
        let seconds = onsets.map { MarksReading.second(at: $0.sample, in: audio) }
        // The second pass opens with the gap, then the 20 ms of silence that opens second 40.
        let second = try #require(seconds.indices.first { seconds[$0] == 40 && onsets[$0].silence > 0.2 }, "no second pass heard: \(seconds)")
        #expect(abs(onsets[second].silence - 0.52) < 0.015, "silence between passes: \(onsets[second].silence) s")
        #expect(seconds.suffix(from: second + 1).first == 41, "after the passes: \(seconds)")
        #expect(seconds.filter { $0 == 40 }.count == 2, "two passes, then on: \(seconds)")
    }

    @Test func aSeekOutsideTheLoopEndsItAndInsideKeepsIt() throws {
        let h = try PlayerHarness()
        defer { h.close() }
        h.load("marks.wav", startAt: 10)
        #expect(h.wait { $0.state == .playing })
        _ = try h.player.setLoop(PlaybackLoop(a: 10, b: 20))
        try h.player.seek(to: 15)
        #expect(h.player.status().loop != nil)
        try h.player.seek(to: 25)
        #expect(h.player.status().loop == nil)
        #expect(throws: Player.CommandError.self) { try h.player.setLoop(PlaybackLoop(a: 200, b: 210)) }
    }
}
