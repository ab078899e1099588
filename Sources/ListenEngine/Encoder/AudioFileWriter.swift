/// Writes interleaved float frames into a new audio file.
///
/// The frames go to a temporary file beside the destination; ``finish()`` puts it in place
/// (a file already there is replaced), and ``discard()`` — or dropping the writer before it
/// finished — removes it, so a failed export leaves nothing behind. A writer is used from one
/// thread at a time.
public protocol AudioFileWriter: AnyObject {
    /// The format of the frames `write` takes.
    var format: PCMFormat { get }
    /// Appends whole interleaved frames (`samples.count` a multiple of the channel count).
    func write(_ samples: UnsafeBufferPointer<Float>) throws(AudioError)
    /// Completes the file and moves it to its destination.
    func finish() throws(AudioError)
    /// Abandons the file: nothing is left at the destination or beside it.
    func discard()
}

/// Creates the writers of an encoding library (the adapters know which there is; the
/// exporters only ask).
public protocol AudioFileWriters: Sendable {
    /// A writer of `container` for frames in `format`, that will be at `path` once finished;
    /// fails naming the path and the reason (a folder that is missing or not writable, a format
    /// the codec does not take).
    func create(at path: String, format: PCMFormat, container: AudioContainer) throws(AudioError) -> AudioFileWriter
}
