#if canImport(Glibc)
import Glibc
#endif
import ListenEngine

/// A read position over an `AudioSource`, for the C libraries' stream-style read and seek callbacks.
final class SourceCursor {
    let source: AudioSource
    private(set) var position: Int64 = 0
    /// The last read failure, kept so the decoder can report it instead of the library's generic error.
    private(set) var failure: AudioError?

    init(source: AudioSource) {
        self.source = source
    }

    /// Reads into `buffer` at the current position; -1 on failure.
    func read(into buffer: UnsafeMutableRawBufferPointer) -> Int {
        do {
            let n = try source.read(at: position, into: buffer)
            position += Int64(n)
            return n
        } catch {
            failure = error
            return -1
        }
    }

    /// Moves like `lseek`; returns the new position or -1.
    func seek(offset: Int64, whence: Int32) -> Int64 {
        let target: Int64
        switch whence {
        case SEEK_SET: target = offset
        case SEEK_CUR: target = position + offset
        case SEEK_END:
            guard let length = source.length else { return -1 }
            target = length + offset
        default: return -1
        }
        guard target >= 0 else { return -1 }
        position = target
        return target
    }
}
