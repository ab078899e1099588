/// How far a transcription has come: seconds of audio transcribed of the whole, and the wall-clock
/// seconds spent so far.
public struct TranscriptionProgress: Equatable, Sendable {
    public var transcribed: Double
    public var duration: Double
    public var elapsed: Double

    public init(transcribed: Double, duration: Double, elapsed: Double) {
        self.transcribed = transcribed
        self.duration = duration
        self.elapsed = elapsed
    }

    /// 0…1.
    public var fraction: Double {
        duration > 0 ? min(1, max(0, transcribed / duration)) : 0
    }

    /// Seconds still to go at the pace so far; nil before there is a pace to go by.
    public var remaining: Double? {
        guard fraction > 0.02, elapsed > 0.5 else { return nil }
        return elapsed * (1 - fraction) / fraction
    }
}
