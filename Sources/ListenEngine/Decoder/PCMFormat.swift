/// The shape of decoded audio: interleaved 32-bit float samples at a rate, with a channel count.
public struct PCMFormat: Equatable, Sendable, CustomStringConvertible {
    public var sampleRate: Int
    public var channels: Int

    public init(sampleRate: Int, channels: Int) {
        self.sampleRate = sampleRate
        self.channels = channels
    }

    /// Bytes in one second of audio.
    public var bytesPerSecond: Int { sampleRate * channels * MemoryLayout<Float>.size }

    public var description: String { "\(sampleRate) Hz, \(channels) ch" }
}
