#if canImport(Glibc)
import Glibc
#endif

/// Transcripts on disk: reading one without blocking on odd files, and finding the one beside a recording.
public enum TranscriptFile {
    /// The transcript at `path`: WebVTT, SubRip, ASS/SSA or a JSON transcript, its text in
    /// `encoding` when one is named.
    ///
    /// Opens with `O_NONBLOCK` (a FIFO must not keep the caller waiting), checks with `fstat` that
    /// it is a regular file of at most `TranscriptCheck.maximumSize` bytes, reads it whole, detects
    /// the format and parses it.
    public static func load(_ path: String, encoding: String? = nil) throws(TranscriptError) -> Transcript {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK | O_NOCTTY)
        guard descriptor >= 0 else {
            if errno == ENOENT { throw .missing(path) }
            throw .cannotOpen(path, reason: String(cString: strerror(errno)))
        }
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG else { throw .notRegularFile(path) }
        guard info.st_size <= TranscriptCheck.maximumSize else {
            throw .tooBig(path, size: Int(info.st_size), maximumSize: TranscriptCheck.maximumSize)
        }
        let bytes = try readAll(descriptor, path: path, expectedSize: Int(info.st_size))
        return try Transcript.read(bytes, path: path, encoding: encoding)
    }

    /// Everything left to read from the regular file open at `descriptor`, retrying on EINTR;
    /// throws if it grows past `maximumSize` bytes while being read, or if reading fails.
    static func readAll(_ descriptor: Int32, path: String, expectedSize: Int,
                        maximumSize: Int = TranscriptCheck.maximumSize) throws(TranscriptError) -> [UInt8] {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(expectedSize)
        var chunk = [UInt8](repeating: 0, count: 65_536)
        while true {
            let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if count < 0 {
                if errno == EINTR { continue }
                throw .unreadable(path, reason: String(cString: strerror(errno)))
            }
            if count == 0 { return bytes }
            bytes.append(contentsOf: chunk[..<count])
            guard bytes.count <= maximumSize else { throw .tooBig(path, size: bytes.count, maximumSize: maximumSize) }
        }
    }

    /// The transcript beside the local recording `audioPath`: the same path with the extension
    /// replaced by `.vtt`, `.VTT`, `.srt` or `.SRT` (tried in that order), then the other names
    /// ``SubtitleSidecar`` finds (`.ass`, `.ssa`, a language code); nil when there is none, and
    /// for anything that is not an absolute file path (a URL, a title).
    public static func sidecar(for audioPath: String) -> String? {
        SubtitleSidecar.find(for: audioPath)?.path
    }
}
