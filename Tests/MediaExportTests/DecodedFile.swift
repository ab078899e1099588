import ListenAdapters
import TestSupport
import ListenEngine

/// A written file read back whole with listend's decoders: its first channel, rate and channels.
struct DecodedFile {
    let samples: [Float]
    let format: PCMFormat

    init(_ path: String) throws {
        let decoder = try LibraryDecoders().open(FileSource(path: path))
        defer { decoder.close() }
        format = decoder.format
        let channels = format.channels
        var samples: [Float] = []
        var buffer = [Float](repeating: 0, count: 4096 * channels)
        while true {
            let frames = try buffer.withUnsafeMutableBufferPointer { try decoder.read(into: $0) }
            if frames == 0 { break }
            for frame in 0..<frames { samples.append(buffer[frame * channels]) }
        }
        self.samples = samples
    }

    /// Its length in seconds.
    var duration: Double { Double(samples.count) / Double(format.sampleRate) }

    /// The time in seconds of the first millisecond louder than `level` (RMS; the marks tones
    /// are at 0.35, a lossy codec's pre-echo of them well below 0.1).
    func firstSound(above level: Double = 0.1) -> Double? {
        let window = format.sampleRate / 1000
        var index = 0
        while index + window <= samples.count {
            if ToneAnalysis.rms(samples[index..<index + window]) >= level { return Double(index) / Double(format.sampleRate) }
            index += window
        }
        return nil
    }
}

extension DecodedFile {
    /// The marks fixture's second (tone 300 + 20k Hz) heard in the 100 ms from `seconds`, or nil for silence.
    func second(at seconds: Double) -> Int? {
        let rate = Double(format.sampleRate)
        let first = Int(seconds * rate)
        let last = min(samples.count, first + Int(0.1 * rate))
        guard first < last else { return nil }
        return ToneAnalysis.second(of: samples[first..<last], rate: rate)
    }
}
