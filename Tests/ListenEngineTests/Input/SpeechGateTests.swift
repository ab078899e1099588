import Testing
import Foundation
@testable import ListenEngine

/// The silence rule of `record`: speech is two loud 50 ms blocks in a row, and 1.5 s of quiet
/// after it ends the take; a click, quiet noise or silence alone never does.
@Suite struct SpeechGateTests {
    /// `seconds` of a 200 Hz tone at `amplitude` (0…1 of full scale).
    private func tone(_ seconds: Double, amplitude: Double) -> [Int16] {
        (0..<Int(seconds * 16_000)).map { Int16((amplitude * 32767 * sin(2 * Double.pi * 200 * Double($0) / 16_000)).rounded()) }
    }

    private func quiet(_ seconds: Double) -> [Int16] {
        [Int16](repeating: 0, count: Int(seconds * 16_000))
    }

    @Test func silenceAfterSpeechEndsTheTakeAtOneAndAHalfSeconds() {
        var gate = SpeechGate()
        gate.add(quiet(0.5))
        #expect(!gate.speechHeard && gate.level == 0)
        gate.add(tone(1, amplitude: 0.3))
        #expect(gate.speechHeard)
        #expect(gate.level > 0.75 && gate.level < 0.8, "\(gate.level)") // -13.5 dBFS
        gate.add(quiet(1.45))
        #expect(!gate.silenceAfterSpeech)
        gate.add(quiet(0.05))
        #expect(gate.silenceAfterSpeech)
    }

    @Test func speechAgainRestartsTheSilence() {
        var gate = SpeechGate()
        gate.add(tone(0.5, amplitude: 0.3))
        gate.add(quiet(1.2))
        gate.add(tone(0.2, amplitude: 0.3))
        gate.add(quiet(1.2))
        #expect(!gate.silenceAfterSpeech)
        gate.add(quiet(0.3))
        #expect(gate.silenceAfterSpeech)
    }

    @Test func aClickQuietNoiseAndSilenceAreNotSpeech() {
        var gate = SpeechGate()
        gate.add(quiet(1))
        gate.add(tone(0.05, amplitude: 0.9)) // one block: a click
        gate.add(quiet(2))
        #expect(!gate.speechHeard && !gate.silenceAfterSpeech)
        gate.add(tone(3, amplitude: 0.004)) // about -51 dBFS
        #expect(!gate.speechHeard)
    }

    @Test func speechFromTheFirstSampleCountsOnceAPauseShowsTheRoomIsQuieter() {
        var gate = SpeechGate()
        gate.add(tone(0.4, amplitude: 0.3))
        #expect(!gate.speechHeard)
        gate.add(quiet(0.1) + tone(0.2, amplitude: 0.3))
        #expect(gate.speechHeard)
    }

    @Test func steadyNoiseRaisesTheBar() {
        var gate = SpeechGate()
        // Noise at about -33 dBFS: a voice 6 dB above it is not speech, 20 dB above it is.
        gate.add(tone(1, amplitude: 0.03))
        #expect(!gate.speechHeard)
        gate.add(tone(0.5, amplitude: 0.06))
        #expect(!gate.speechHeard)
        gate.add(tone(0.5, amplitude: 0.3))
        #expect(gate.speechHeard)
    }

    @Test func samplesArriveInAnySizes() {
        var gate = SpeechGate()
        let speech = quiet(0.2) + tone(0.5, amplitude: 0.3)
        for start in stride(from: 0, to: speech.count, by: 37) { gate.add(Array(speech[start..<min(start + 37, speech.count)])) }
        #expect(gate.speechHeard)
        #expect(SpeechGate.decibels(ArraySlice(quiet(0.05))) == -120)
        #expect(abs(SpeechGate.decibels(ArraySlice(tone(0.05, amplitude: 1))) - -3.01) < 0.1)
    }
}
