#if canImport(Glibc)
import Glibc
#endif
import ListenProtocol

/// Checks that a file is a transcript (WebVTT, SubRip, ASS/SSA or JSON) of a sensible size that the daemon can read.
enum TranscriptCheck {
    /// The largest transcript accepted (10 MB); a transcript of a long recording is far smaller.
    static let maximumSize = 10_000_000

    /// Opens `path`, checks with `fstat` that it is a regular file of at most `maximumSize` bytes,
    /// reads it (its text in `encoding` when one is named) and parses it; the parser's sentence is
    /// the message of a refusal.
    static func check(_ path: String, encoding: String? = nil, maximumSize: Int = maximumSize) throws(ProtocolError) {
        // O_NONBLOCK: a FIFO or a device at the path must not keep the caller waiting on open.
        let descriptor = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK | O_NOCTTY)
        guard descriptor >= 0 else {
            if errno == ENOENT { throw ProtocolError(.fileNotFound, "No such transcript: \(path).") }
            throw ProtocolError(.badArgument, "The transcript \(path) is not a readable file (\(String(cString: strerror(errno)))).")
        }
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG else {
            throw ProtocolError(.badArgument, "The transcript \(path) is not a readable file.")
        }
        guard info.st_size <= maximumSize else {
            throw ProtocolError(.badArgument, "The transcript \(path) is \(Int(info.st_size)) bytes; transcripts may be at most \(maximumSize) bytes (10 MB).")
        }
        do throws(TranscriptError) {
            let bytes = try TranscriptFile.readAll(descriptor, path: path, expectedSize: Int(info.st_size), maximumSize: maximumSize)
            _ = try Transcript.read(bytes, path: path, encoding: encoding)
        } catch {
            throw ProtocolError(.badArgument, error.message)
        }
    }
}
