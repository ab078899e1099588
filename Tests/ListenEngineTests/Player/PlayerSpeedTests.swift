import Foundation
import Testing
import TestSupport
@testable import ListenAdapters
@testable import ListenEngine

/// Pitch-kept speed through the private PulseAudio, checked on the sink's monitor.
@Suite(.tags(.realAudio)) struct PlayerSpeedTests {
    @Test func halfSpeedKeepsThePitchAndHalvesTheClock() throws {
        let h = try PlayerHarness()
        defer { h.close() }
        _ = h.player.setSpeed(0.5)
        h.load("marks.wav", startAt: 30.05)
        let recorder = try h.recordSteadily(after: 30.1)
        let before = h.player.status().position
        let from = recorder.count
        usleep(2_000_000)
        let advanced = h.player.status().position - before
        #expect(abs(advanced - 1.0) < 0.1, "advanced \(advanced) s in 2 s at half speed")
        let heard = recorder.samples[from...]
        // Every 100 ms of sound carries the tone of a second from 30 on: a halved pitch would read
        // as a second near 7.
        var windows = 0
        for start in stride(from: heard.startIndex, to: heard.endIndex - 4410, by: 4410) {
            guard let second = ToneAnalysis.second(of: heard[start..<(start + 4410)]) else { continue }
            windows += 1
            #expect((30...32).contains(second), "heard second \(second) at half speed")
        }
        #expect(windows >= 12, "only \(windows) windows of sound")
    }

    @Test(arguments: [0.5, 0.75, 1.5, 2.0])
    func positionAgreesWithWhatIsHeard(_ speed: Double) throws {
        let h = try PlayerHarness()
        defer { h.close() }
        _ = h.player.setSpeed(speed)
        h.load("marks.wav", startAt: 40)
        let recorder = try h.recordSteadily(after: 40.2)
        usleep(300_000)
        var readings = [(position: Double, time: Double)]()
        for _ in 0..<10 {
            readings.append((h.player.status().position, MonitorRecorder.now()))
            usleep(310_000)
        }
        recorder.waitFor(count: recorder.count + 44100)
        let audio = recorder.samples
        let onsets = MarksReading.onsets(in: audio, minimumSilence: 0.012 / max(1, speed))
        var compared = 0
        for reading in readings {
            guard let sample = recorder.sampleIndex(at: reading.time),
                  let onset = onsets.last(where: { $0.sample <= sample && sample - $0.sample < Int(0.9 / speed * 44100) }),
                  let second = MarksReading.second(at: onset.sample, in: audio) else { continue }
            compared += 1
            let heard = Double(second) + 0.020 + Double(sample - onset.sample) / 44100 * speed
            #expect(abs(reading.position - heard) < 0.05, "at \(speed)×: reported \(reading.position), heard \(heard)")
        }
        #expect(compared >= 4, "at \(speed)×: only \(compared) readings could be placed")
    }

    @Test func aChangeWhilePlayingIsHeardWithin100msWithoutAGap() throws {
        let h = try PlayerHarness()
        defer { h.close() }
        h.load("marks.wav", startAt: 50.05)
        let recorder = try h.recordSteadily(after: 50.1)
        // Change in the middle of a second, away from its opening silence.
        #expect(h.wait(timeout: 5) { $0.position.truncatingRemainder(dividingBy: 1) > 0.4 && $0.position > 51 })
        let asked = recorder.sampleIndex(at: MonitorRecorder.now())
        let changed = h.player.setSpeed(0.5)
        #expect(changed.speed == 0.5)
        recorder.waitFor(count: recorder.count + 3 * 44100)
        let audio = recorder.samples
        let asked_ = try #require(asked)
        let onsets = MarksReading.onsets(in: audio, minimumSilence: 0.012)
        let before = try #require(onsets.last { $0.sample < asked_ }, "no second began before the change")
        let after = try #require(onsets.first { $0.sample > asked_ }, "no second began after the change")
        // One second of track time lies between the two onsets: d1 at normal speed, the rest at half.
        let span = Double(after.sample - before.sample)
        let d1 = (44100 - 0.5 * span) / 0.5
        let effect = (Double(before.sample) + d1 - Double(asked_)) / 44100
        #expect(effect > -0.05 && effect < 0.1, "the new speed was heard \(effect) s after it was asked for")
        // No silence around the change but the seconds' own (20 ms, 40 ms once slowed).
        let around = MarksReading.onsets(in: Array(audio[(asked_ - 13230)..<(asked_ + 22050)]), minimumSilence: 0.001)
        for onset in around {
            #expect(onset.silence < 0.05, "a silence of \(onset.silence) s near the change")
        }
        #expect(after.silence > 0.025, "the second after the change opens with the slowed silence (20 ms at 1×), not \(after.silence) s")
    }
}

/// At normal speed nothing stands between the decoder and the output.
@Suite struct NormalSpeedIsUntouchedTests {
    /// Keeps every sample written, and time like the null output.
    final class CapturingOutput: AudioOutput, @unchecked Sendable {
        let name = "capture"
        private let inner = NullOutput()
        private let lock = NSLock()
        private var kept = [Float]()
        var samples: [Float] { lock.lock(); defer { lock.unlock() }; return kept }
        func start(format: PCMFormat) throws(AudioError) { try inner.start(format: format); lock.lock(); kept = []; lock.unlock() }
        func write(_ samples: UnsafeBufferPointer<Float>) throws(AudioError) -> Int {
            let taken = try inner.write(samples)
            lock.lock(); kept.append(contentsOf: samples[0..<taken]); lock.unlock()
            return taken
        }
        func drain() throws(AudioError) -> Bool { try inner.drain() }
        func setPaused(_ paused: Bool) throws(AudioError) { try inner.setPaused(paused) }
        func flush() throws(AudioError) { try inner.flush(); lock.lock(); kept = []; lock.unlock() }
        func heardSeconds() -> Double { inner.heardSeconds() }
        func interrupt() { inner.interrupt() }
        func close() { inner.close() }
        func volume() -> Double? { inner.volume() }
        func setVolume(_ volume: Double) throws(AudioError) { try inner.setVolume(volume) }
        func onVolumeChange(_ handler: @escaping @Sendable (Double) -> Void) {}
    }

    @Test func theSamplesAreTheDecodersAfterASpeedChangeAndBack() throws {
        let output = CapturingOutput()
        let player = Player(output: output, decoders: LibraryDecoders(), stretchers: SonicStretchers())
        defer { player.shutdown() }
        let path = Fixtures.path("marks.flac")
        let load = { (start: Double) in
            player.load(LoadRequest(item: PlayerItem(id: "m", sourceName: path), startAt: start) {
                () throws(AudioError) -> any AudioSource in try FileSource(path: path)
            })
        }
        _ = player.setSpeed(0.75)
        load(10)
        let deadline = Date().addingTimeInterval(5)
        while player.status().position < 10.2, Date() < deadline { usleep(5_000) }
        _ = player.setSpeed(1)
        try player.seek(to: 20)
        while output.samples.count < 44100, Date() < deadline.addingTimeInterval(5) { usleep(5_000) }
        let played = output.samples
        let decoder = try LibraryDecoders().open(try FileSource(path: path))
        defer { decoder.close() }
        try decoder.seek(to: 20)
        var expected = [Float](repeating: 0, count: played.count)
        var filled = 0
        while filled < expected.count {
            let frames = try expected.withUnsafeMutableBufferPointer { b in
                try decoder.read(into: UnsafeMutableBufferPointer(rebasing: b[filled..<min(filled + 4096, b.count)]))
            }
            if frames == 0 { break }
            filled += frames * decoder.format.channels
        }
        #expect(played.count >= 44100)
        #expect(played == expected, "at 1× the output differs from the decoder's samples")
    }
}
