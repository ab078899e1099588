/// Changes the tempo of interleaved float audio and keeps its pitch.
///
/// Output frame `o` carries the input heard at frame `o × speed`: a stretcher adds no delay, it
/// only holds back a little input until it has enough, and `flush` releases it without padding.
/// A player maps output time back to track time by that ratio.
public protocol TimeStretcher: AnyObject {
    var format: PCMFormat { get }
    var speed: Double { get }
    /// Takes whole interleaved frames of input.
    func write(_ samples: UnsafeMutableBufferPointer<Float>)
    /// Releases what it holds back (at a pause point or the end of the track), once per stretch
    /// of input. Returns whether it held anything.
    func flush() -> Bool
    /// Frames ready to be read.
    var available: Int { get }
    /// Fills `buffer` with whole frames of output; returns the frame count (0 when none is ready).
    func read(into buffer: UnsafeMutableBufferPointer<Float>) -> Int
}

/// Makes the stretchers the player puts in its chain when the speed is not 1.
public protocol TimeStretchers: Sendable {
    /// A stretcher for `format` at `speed` (0.5 to 2); nil if none can be made.
    func make(format: PCMFormat, speed: Double) -> (any TimeStretcher)?
}
