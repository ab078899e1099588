import CSonic
import ListenEngine

/// Makes libsonic stretchers.
public struct SonicStretchers: TimeStretchers {
    public init() {}

    public func make(format: PCMFormat, speed: Double) -> (any TimeStretcher)? {
        SonicStretcher(format: format, speed: speed)
    }
}

/// Changes the tempo of interleaved float audio and keeps its pitch, with libsonic (made for
/// speech). The only file that calls libsonic.
///
/// Sonic adds no delay: it only holds back up to a few pitch periods (about 30 ms) until it has
/// enough input, and `flush` releases them without padding.
final class SonicStretcher: TimeStretcher {
    let format: PCMFormat
    let speed: Double
    private let stream: sonicStream
    private var flushed = false

    /// A stretcher for `format` at `speed` (0.5 to 2); nil if libsonic cannot allocate one.
    init?(format: PCMFormat, speed: Double) {
        guard let stream = sonicCreateStream(Int32(format.sampleRate), Int32(format.channels)) else { return nil }
        self.stream = stream
        self.format = format
        self.speed = speed
        sonicSetSpeed(stream, Float(speed))
        // The default quality finds pitch periods on a decimated copy; on a steady tone the periods
        // it copies then join with phase jumps (60 s of a 440 Hz tone at 0.5×: a 440 Hz Goertzel
        // over the output's middle half gave 11.7 against 2.7e6 at quality 1), and its pitch is
        // off by up to 1 Hz instead of 0.1 Hz (docs/time-stretching.md). Full-rate search costs
        // about 1% of a core.
        sonicSetQuality(stream, 1)
    }

    deinit {
        sonicDestroyStream(stream)
    }

    /// Takes whole interleaved frames of input.
    func write(_ samples: UnsafeMutableBufferPointer<Float>) {
        let frames = samples.count / format.channels
        guard frames > 0, let base = samples.baseAddress else { return }
        flushed = false
        _ = sonicWriteFloatToStream(stream, base, Int32(frames))
    }

    /// Releases what it holds back (at a pause point or the end of the track), once per stretch of input.
    /// Returns whether it held anything.
    func flush() -> Bool {
        guard !flushed else { return false }
        flushed = true
        _ = sonicFlushStream(stream)
        return sonicSamplesAvailable(stream) > 0
    }

    /// Frames ready to be read.
    var available: Int { Int(sonicSamplesAvailable(stream)) }

    /// Fills `buffer` with whole frames of output; returns the frame count (0 when none is ready).
    func read(into buffer: UnsafeMutableBufferPointer<Float>) -> Int {
        let frames = buffer.count / format.channels
        guard frames > 0, let base = buffer.baseAddress else { return 0 }
        return Int(sonicReadFloatFromStream(stream, base, Int32(frames)))
    }
}
