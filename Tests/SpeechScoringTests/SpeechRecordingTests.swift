import Foundation
import Testing
@testable import SpeechScoring

struct SpeechRecordingTests {
    let path = SpeechScoringFixtures.path

    @Test func sixteenBitMonoAt16kHzReadsBackSampleForSample() throws {
        let samples: [Int16] = (0..<16_000).map { Int16(truncatingIfNeeded: ($0 * 7919) % 65_536 - 32_768) }
        let file = try TestWAV.write(samples.map { [Float($0) / 32_768] }, sampleRate: 16_000, to: path("mono.wav"))
        let recording = try SpeechRecording.read(path: file)
        #expect(recording.samples == samples)
        #expect(recording.duration == 1)
    }

    @Test func stereoAt44100IsMixedDownAndResampled() throws {
        let left = TestWAV.tone(hertz: 1000, seconds: 2, sampleRate: 44_100, amplitude: 0.5)
        let file = try TestWAV.write(left.map { [$0, 0] }, sampleRate: 44_100, to: path("stereo.wav"))
        let recording = try SpeechRecording.read(path: file)
        #expect(abs(recording.samples.count - 32_000) <= 1)
        #expect(abs(recording.duration - 2) < 0.001)
        // Half the left channel's level, since the right one is silent.
        let peak = recording.samples.map { abs(Int($0)) }.max() ?? 0
        #expect(abs(peak - 8192) < 200, "peak \(peak)")
        #expect(abs(Self.frequency(recording.samples, sampleRate: 16_000) - 1000) < 10)
    }

    @Test(arguments: [TestWAV.Encoding.unsigned8, .integer24, .integer32, .float32, .extensible16])
    func otherEncodingsGiveTheSameTone(_ encoding: TestWAV.Encoding) throws {
        let tone = TestWAV.tone(hertz: 440, seconds: 1, sampleRate: 22_050, amplitude: 0.25)
        let file = try TestWAV.write(tone.map { [$0] }, sampleRate: 22_050, encoding: encoding, to: path("tone.wav"))
        let recording = try SpeechRecording.read(path: file)
        #expect(abs(recording.samples.count - 16_000) <= 1)
        #expect(abs(Self.frequency(recording.samples, sampleRate: 16_000) - 440) < 5)
        let peak = recording.samples.map { abs(Int($0)) }.max() ?? 0
        #expect(abs(peak - 8192) < (encoding == .unsigned8 ? 400 : 100), "peak \(peak)")
    }

    @Test func aMissingFileIsUnreadableAndNamed() {
        let missing = path("missing.wav")
        #expect { try SpeechRecording.read(path: missing) } throws: { error in
            let error = error as? SpeakingError
            return error?.kind == .unreadableFile && error?.message.contains(missing) == true
        }
    }

    @Test func aFileThatIsNoWAVIsUnreadableAndNamed() throws {
        let text = path("notes.wav")
        try "These are not sounds.\n".write(toFile: text, atomically: true, encoding: .utf8)
        #expect { try SpeechRecording.read(path: text) } throws: { error in
            let error = error as? SpeakingError
            return error?.kind == .unreadableFile && error?.message.contains(text) == true
                && error?.message.contains("not a WAV file") == true
        }
    }

    @Test func anUnsupportedEncodingSaysSo() throws {
        var data = TestWAV.data([[0], [0]], sampleRate: 8000, encoding: .integer16)
        data[20] = 6  // A-law
        let file = path("alaw.wav")
        try data.write(to: URL(fileURLWithPath: file))
        #expect(throws: SpeakingError(.unreadableFile, "\(file) cannot be read as a recording: its encoding (format 6, 16-bit) is not supported; save it as 16-bit PCM WAV.")) {
            try SpeechRecording.read(path: file)
        }
    }

    @Test func aDataChunkThatRunsPastTheEndIsReadToTheEnd() throws {
        var data = TestWAV.data((0..<800).map { _ in [0.1] }, sampleRate: 16_000, encoding: .integer16)
        data.replaceSubrange(40..<44, with: [0xFF, 0xFF, 0xFF, 0xFF])
        let file = path("streamed.wav")
        try data.write(to: URL(fileURLWithPath: file))
        #expect(try SpeechRecording.read(path: file).samples.count == 800)
    }

    @Test func loudnessSeparatesSpeechFromARoom() throws {
        let speech = try SpeechRecording.read(path: SpeechScoringFixtures.spoken("Good morning"))
        #expect(speech.loudestLevel > 2000)
        #expect(SpeechRecording(samples: [Int16](repeating: 0, count: 32_000)).loudestLevel == 0)
        #expect(SpeechRecording(samples: [Int16](repeating: 900, count: 32_000)).loudestLevel == 0, "a DC offset is no sound")
        #expect(SpeechScoringFixtures.lowNoise(seconds: 2).loudestLevel < SpeechScorer.silenceLevel)
    }

    /// The frequency of a steady tone, from its rising zero crossings.
    static func frequency(_ samples: [Int16], sampleRate: Int) -> Double {
        var crossings: [Int] = []
        for index in 1..<samples.count where samples[index - 1] < 0 && samples[index] >= 0 { crossings.append(index) }
        guard let first = crossings.first, let last = crossings.last, crossings.count > 1 else { return 0 }
        return Double(crossings.count - 1) / (Double(last - first) / Double(sampleRate))
    }
}
