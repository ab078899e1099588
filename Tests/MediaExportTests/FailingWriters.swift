import ListenAdapters
import ListenEngine

/// libsndfile's writers, whose writer fails after `failingAfter` writes, as a full disk would.
struct FailingWriters: AudioFileWriters {
    let failingAfter: Int

    func create(at path: String, format: PCMFormat, container: AudioContainer) throws(AudioError) -> AudioFileWriter {
        FailingWriter(try SndFileWriters().create(at: path, format: format, container: container), failingAfter: failingAfter)
    }
}

/// A real writer that fails after some writes.
final class FailingWriter: AudioFileWriter {
    private let writer: AudioFileWriter
    private var writesLeft: Int

    init(_ writer: AudioFileWriter, failingAfter writes: Int) {
        self.writer = writer
        writesLeft = writes
    }

    var format: PCMFormat { writer.format }

    func write(_ samples: UnsafeBufferPointer<Float>) throws(AudioError) {
        guard writesLeft > 0 else { throw AudioError("The disk is full.") }
        writesLeft -= 1
        try writer.write(samples)
    }

    func finish() throws(AudioError) { try writer.finish() }

    func discard() { writer.discard() }
}
