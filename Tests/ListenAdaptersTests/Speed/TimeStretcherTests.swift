import Foundation
import Testing
import TestSupport
@testable import ListenAdapters
@testable import ListenEngine

/// libsonic through its adapter: the length follows the speed and the pitch stays.
@Suite struct TimeStretcherTests {
    /// `seconds` of a `frequency` sine at 44.1 kHz, in `channels` interleaved channels.
    private func tone(_ frequency: Double, seconds: Double, channels: Int) -> [Float] {
        let frames = Int(seconds * 44100)
        var samples = [Float](repeating: 0, count: frames * channels)
        for i in 0..<frames {
            let value = Float(0.5 * sin(2 * Double.pi * frequency * Double(i) / 44100))
            for c in 0..<channels { samples[i * channels + c] = value }
        }
        return samples
    }

    private func stretch(_ input: [Float], channels: Int, speed: Double) throws -> [Float] {
        let stretcher = try #require(SonicStretcher(format: PCMFormat(sampleRate: 44100, channels: channels), speed: speed))
        var output = [Float]()
        var block = [Float](repeating: 0, count: 4096 * channels)
        var input = input
        let step = 2048 * channels
        var offset = 0
        func drain() {
            while true {
                let frames = block.withUnsafeMutableBufferPointer { stretcher.read(into: $0) }
                if frames == 0 { break }
                output.append(contentsOf: block[0..<(frames * channels)])
            }
        }
        while offset < input.count {
            let end = min(offset + step, input.count)
            input.withUnsafeMutableBufferPointer { stretcher.write(UnsafeMutableBufferPointer(rebasing: $0[offset..<end])) }
            drain()
            offset = end
        }
        _ = stretcher.flush()
        drain()
        #expect(!stretcher.flush(), "a second flush has nothing more")
        return output
    }

    @Test(arguments: [0.5, 0.75, 1.5, 2.0])
    func theLengthFollowsTheSpeedAndThePitchStays(_ speed: Double) throws {
        for channels in [1, 2] {
            let output = try stretch(tone(440, seconds: 2, channels: channels), channels: channels, speed: speed)
            let frames = output.count / channels
            let expected = 2 * 44100 / speed
            #expect(abs(Double(frames) - expected) < 0.01 * expected, "\(channels) ch at \(speed): \(frames) frames, expected \(expected)")
            let left = stride(from: 0, to: output.count, by: channels).map { output[$0] }
            let middle = left[(left.count / 4)..<(left.count * 3 / 4)]
            let kept = ToneAnalysis.power(middle, frequency: 440)
            for shifted in [440 * speed, 440 / speed] {
                #expect(kept > 20 * ToneAnalysis.power(middle, frequency: shifted), "\(channels) ch at \(speed): pitch moved toward \(shifted) Hz")
            }
        }
    }
}
