import Foundation
import Testing
import TestSupport
@testable import ListenEngine

/// Playback through the private PulseAudio, checked against what the sink's monitor records.
@Suite(.tags(.realAudio)) struct PlayerPlaybackTests {
    @Test(arguments: Fixtures.marks + Fixtures.marksThroughFFmpeg)
    func seeksAreHeardAtTheExactSecond(_ name: String) throws {
        let h = try PlayerHarness()
        defer { h.close() }
        h.load(name)
        #expect(h.wait { $0.state == .playing && $0.position > 0.2 })
        // FFmpeg's WMA encoder drops about 26 ms at the start of the fixture (see FFmpegDecoderTests).
        #expect(abs(h.player.status().duration - 120) < (name.hasSuffix(".wma") ? 0.1 : 0.05))
        let recorder = try h.sink.record()
        defer { recorder.stop() }
        recorder.waitFor(count: 4410)
        for target in [20, 50, 80, 110] {
            let mark = recorder.count
            let landed = try h.player.seek(to: Double(target))
            #expect(landed == Double(target))
            #expect(recorder.secondHeard(after: mark) == target, "\(name): seek to \(target)")
        }
        for (base, offset) in [(40.0, 10.0), (70.0, -10.0), (12.0, -10.0), (100.0, 10.0)] {
            try h.player.seek(to: base)
            usleep(100_000)
            let mark = recorder.count
            let landed = try h.player.seek(by: offset)
            let expected = Int(landed)
            #expect(landed - Double(expected) < 0.5)
            #expect(recorder.secondHeard(after: mark, from: 0.12, to: 0.3) == expected, "\(name): seek by \(offset) to \(landed)")
        }
    }

    @Test func reportedPositionMatchesWhatIsHeard() throws {
        let h = try PlayerHarness()
        defer { h.close() }
        let recorder = try h.sink.record()
        defer { recorder.stop() }
        h.load("marks.wav", startAt: 30)
        #expect(h.wait { $0.state == .playing })
        // An idle null sink renders in blocks of up to 2 s before it takes our low latency:
        // wait until the tone is coming through steadily.
        let deadline = Date().addingTimeInterval(8)
        while Date() < deadline {
            let recent = recorder.samples.suffix(4410)
            if recent.count == 4410, ToneAnalysis.rms(recent) > 0.1 { break }
            usleep(20_000)
        }
        usleep(500_000)
        var readings = [(position: Double, time: Double)]()
        for _ in 0..<8 {
            readings.append((h.player.status().position, MonitorRecorder.now()))
            usleep(310_000)
        }
        recorder.waitFor(count: recorder.count + 44100)
        let samples = readings.map { (position: $0.position, sample: recorder.sampleIndex(at: $0.time) ?? 0) }
        let audio = recorder.samples
        let starts = ToneAnalysis.secondStarts(in: audio)
        try #require(starts.count >= 2, "no second boundaries found in the recording")
        var compared = 0
        for reading in samples {
            // The nearest second boundary before this reading fixes recording index → track time.
            // (An idle null sink can take a while to start: readings before any tone are skipped.)
            guard let boundary = starts.last(where: { $0 <= reading.sample }) else { continue }
            compared += 1
            let second = try #require(ToneAnalysis.second(of: audio[(boundary + 2000)..<(boundary + 12000)]))
            // The boundary found is the tone's onset, 20 ms into its second.
            let heard = Double(second) + 0.020 + Double(reading.sample - boundary) / 44100
            #expect(abs(reading.position - heard) < 0.05, "reported \(reading.position), heard \(heard)")
        }
        #expect(compared >= 4, "only \(compared) readings fell after the audio began")
    }

    @Test func pauseHoldsThePositionAndResumeContinues() throws {
        let h = try PlayerHarness()
        defer { h.close() }
        h.load("marks-vbr.mp3", startAt: 60.3)
        #expect(h.wait { $0.state == .playing && $0.position > 60.6 })
        let recorder = try h.sink.record()
        defer { recorder.stop() }
        try h.player.pause()
        let paused = h.player.status().position
        usleep(100_000)
        let silentFrom = recorder.count
        usleep(1_900_000)
        let held = h.player.status()
        #expect(held.state == .paused)
        #expect(abs(held.position - paused) < 0.05, "moved from \(paused) to \(held.position) while paused")
        let quiet = recorder.samples[silentFrom...]
        #expect(ToneAnalysis.rms(quiet) < 0.01, "sound while paused")
        let mark = recorder.count
        try h.player.resume()
        #expect(h.wait { $0.state == .playing })
        #expect(recorder.secondHeard(after: mark, from: 0.05, to: 0.2) == Int(paused))
        #expect(h.wait(timeout: 2) { $0.position > paused + 0.3 })
    }

    @Test func theEndOfATrackStops() throws {
        let h = try PlayerHarness()
        defer { h.close() }
        h.load("marks.ogg", startAt: 119.2)
        #expect(h.wait { $0.state == .playing })
        #expect(h.wait(timeout: 3) { $0.state == .stopped })
        #expect(h.player.status().position == 0)
        #expect(h.wait(timeout: 1) { _ in
            h.events.contains { if case .ended(let s) = $0 { s.state == .stopped } else { false } }
        })
    }

    @Test(arguments: ["truncated.mp3", "truncated-header.wav", "garbage.mp3", "empty.wav"])
    func aBrokenFileIsAnErrorAndTheNextFilePlays(_ broken: String) throws {
        let h = try PlayerHarness()
        defer { h.close() }
        h.load(broken)
        #expect(h.wait { $0.state == .error })
        let status = h.player.status()
        #expect(status.error?.contains(Fixtures.path(broken)) == true, "\(status.error ?? "no message")")
        // The state is set before the event is sent: wait for the event rather than race it.
        #expect(h.wait(timeout: 1) { _ in h.events.contains { if case .failed = $0 { true } else { false } } })
        h.load("marks-cbr.mp3", startAt: 10)
        #expect(h.wait { $0.state == .playing && $0.position > 10.3 })
        #expect(h.player.status().error == nil)
    }

    @Test func aFileThatEndsEarlyStopsWithAnErrorWhenTheDamageIsReached() throws {
        let h = try PlayerHarness()
        defer { h.close() }
        h.load("truncated.flac", startAt: 64.5)
        #expect(h.wait(timeout: 5) { $0.state == .error })
        #expect(h.player.status().error?.contains("truncated") == true)
    }
}
