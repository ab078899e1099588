/// A recording as the recogniser takes it: one channel of 16-bit samples at 16 kHz.
public struct SpeechRecording: Sendable, Equatable {
    /// Samples per second.
    public static let sampleRate = 16_000

    public var samples: [Int16]

    public init(samples: [Int16]) {
        self.samples = samples
    }

    /// The largest file ``read(path:)`` reads, in bytes: 64 MB, over three minutes of stereo
    /// 24-bit sound at 48 kHz, half an hour at the recogniser's own rate — a sentence takes seconds.
    public static let maximumFileSize = 64_000_000

    /// Its length in seconds.
    public var duration: Double { Double(samples.count) / Double(Self.sampleRate) }

    /// Reads a WAV file: integer PCM of 8, 16, 24 or 32 bits or 32- or 64-bit float, any number
    /// of channels (mixed down) at any rate (resampled linearly to 16 kHz). Throws
    /// `unreadableFile`, naming the file, when there is no such file or it is no WAV file this
    /// reader understands, or larger than ``maximumFileSize`` (checked before it is read).
    public static func read(path: String) throws(SpeakingError) -> SpeechRecording {
        let file = try WAVFile(path: path, maximumSize: maximumFileSize)
        let mono = LinearResampler.resample(file.mono, from: file.sampleRate, to: sampleRate)
        return SpeechRecording(samples: mono.map { sample in
            Int16(max(-32_768, min(32_767, (sample * 32_768).rounded())))
        })
    }
}
