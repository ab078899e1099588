/// Turns an `AudioSource` into PCM frames, with an exact duration and sample-exact seeking.
///
/// A decoder is used from one thread at a time.
public protocol AudioDecoder: AnyObject {
    /// The format of every frame `read` returns.
    var format: PCMFormat { get }
    /// The exact length in seconds.
    var duration: Double { get }
    /// Fills `buffer` with whole interleaved frames; returns the frame count, 0 at the end.
    /// Throws when the data is damaged, including a file that ends before its declared length.
    func read(into buffer: UnsafeMutableBufferPointer<Float>) throws(AudioError) -> Int
    /// Moves to `seconds` (clamped to the track); the next `read` starts at that sample.
    func seek(to seconds: Double) throws(AudioError)
    /// Releases the decoder's library handle.
    func close()
    /// The container, codec and chapters, read on open.
    var media: MediaInfo { get }
}

extension AudioDecoder {
    public var media: MediaInfo { .unknown }
}
