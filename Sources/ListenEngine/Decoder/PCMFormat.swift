/// The shape of decoded audio: interleaved 32-bit float samples at a rate, with a channel count.
public struct PCMFormat: Equatable, Sendable, CustomStringConvertible {
    public var sampleRate: Int
    public var channels: Int

    /// The most channels an output can play: PulseAudio's `PA_CHANNELS_MAX`.
    public static let maximumChannels = 32
    /// The highest sample rate an output can play, in Hz: PulseAudio's `PA_RATE_MAX`.
    public static let maximumSampleRate = 384_000

    public init(sampleRate: Int, channels: Int) {
        self.sampleRate = sampleRate
        self.channels = channels
    }

    /// The format a file declares, or an error naming `name` when no output could play it
    /// (no channels or more than `maximumChannels`, a rate of 0 or above `maximumSampleRate`).
    public static func playable(sampleRate: Int, channels: Int, of name: String) throws(AudioError) -> PCMFormat {
        guard (1...maximumChannels).contains(channels) else {
            throw AudioError("Cannot play \(name): it has \(channels) channels; at most \(maximumChannels) can be played.")
        }
        guard (1...maximumSampleRate).contains(sampleRate) else {
            throw AudioError("Cannot play \(name): its sample rate of \(sampleRate) Hz cannot be played (1 to \(maximumSampleRate) Hz).")
        }
        return PCMFormat(sampleRate: sampleRate, channels: channels)
    }

    /// Whether an output can play this format (see `playable(sampleRate:channels:of:)`).
    public var isPlayable: Bool {
        (1...Self.maximumChannels).contains(channels) && (1...Self.maximumSampleRate).contains(sampleRate)
    }

    /// Bytes in one second of audio.
    public var bytesPerSecond: Int { sampleRate * channels * MemoryLayout<Float>.size }

    /// The frame at `seconds`, within `0...totalFrames`; a time that is not a number gives frame 0.
    public func frame(at seconds: Double, of totalFrames: Int64) -> Int64 {
        let exact = (seconds * Double(sampleRate)).rounded()
        guard exact > 0 else { return 0 }
        guard exact < Double(totalFrames) else { return totalFrames }
        return Int64(exact)
    }

    public var description: String { "\(sampleRate) Hz, \(channels) ch" }
}
