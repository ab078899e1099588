/// Text to speech: the voices there are, and a text spoken into samples.
public protocol SpeechSynthesizer: Sendable {
    /// The installed voices; fails with `unavailable` when there is no voice data.
    func voices() throws(SpeechError) -> [SpeechVoice]
    /// Speaks `text` (plain UTF-8) into mono samples from -1 to 1.
    /// - Parameters:
    ///   - voice: a voice or language name ("en", "en-us", "es", "fr-fr", "en+f3").
    ///   - rate: words per minute.
    func synthesize(_ text: String, voice: String, rate: Int) throws(SpeechError) -> SynthesizedSpeech
}

/// Synthesised speech: mono samples from -1 to 1 at `sampleRate`.
public struct SynthesizedSpeech: Sendable {
    public var samples: [Float]
    public var sampleRate: Int

    public init(samples: [Float], sampleRate: Int) {
        self.samples = samples
        self.sampleRate = sampleRate
    }

    public var duration: Double { Double(samples.count) / Double(sampleRate) }
}
