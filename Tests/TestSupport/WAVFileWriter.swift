import Foundation

/// Writes plain 16-bit PCM WAV files of any shape, including shapes no player should accept
/// (hundreds of channels, absurd sample rates): the header is written byte by byte.
public enum WAVFileWriter {
    /// Writes `seconds` of a quiet 440 Hz tone on every channel; returns `path`.
    @discardableResult
    public static func write(to path: String, channels: Int, sampleRate: Int, seconds: Double = 0.1) throws -> String {
        let frames = Int(seconds * Double(sampleRate))
        let blockAlign = channels * 2
        let dataBytes = frames * blockAlign
        var data = Data()
        func append32(_ value: Int) { withUnsafeBytes(of: UInt32(value).littleEndian) { data.append(contentsOf: $0) } }
        func append16(_ value: Int) { withUnsafeBytes(of: UInt16(value).littleEndian) { data.append(contentsOf: $0) } }
        data.append(contentsOf: Array("RIFF".utf8)); append32(36 + dataBytes)
        data.append(contentsOf: Array("WAVE".utf8))
        data.append(contentsOf: Array("fmt ".utf8)); append32(16)
        append16(1)                        // PCM
        append16(channels)
        append32(sampleRate)
        append32(sampleRate * blockAlign)  // bytes per second
        append16(blockAlign)
        append16(16)                       // bits per sample
        data.append(contentsOf: Array("data".utf8)); append32(dataBytes)
        var samples = [Int16](repeating: 0, count: frames * channels)
        for frame in 0..<frames {
            let value = Int16(3000 * sin(2 * Double.pi * 440 * Double(frame) / Double(sampleRate)))
            for channel in 0..<channels { samples[frame * channels + channel] = value.littleEndian }
        }
        samples.withUnsafeBytes { data.append(contentsOf: $0) }
        try data.write(to: URL(fileURLWithPath: path))
        return path
    }
}
