#if canImport(Glibc)
import Glibc
#endif
import ListenProtocol

/// Checks that a file is a WebVTT transcript of a sensible size by reading its first bytes only.
enum TranscriptCheck {
    /// The largest transcript accepted (10 MB); a WebVTT file of a long recording is far smaller.
    static let maximumSize = 10_000_000

    /// Opens `path`, checks with `fstat` that it is a regular file of at most `maximumSize` bytes,
    /// and reads only the first 9 bytes: "WEBVTT", after an optional UTF-8 byte order mark.
    static func check(_ path: String, maximumSize: Int = maximumSize) throws(ProtocolError) {
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
        var head = [UInt8](repeating: 0, count: 9)
        var count = 0
        while count < head.count {
            let read = head.withUnsafeMutableBytes { pread(descriptor, $0.baseAddress! + count, $0.count - count, off_t(count)) }
            if read < 0, errno == EINTR { continue }
            guard read > 0 else { break }
            count += read
        }
        head.removeSubrange(count...)
        let signature = Array("WEBVTT".utf8)
        let byteOrderMark: [UInt8] = [0xEF, 0xBB, 0xBF]
        let text = head.starts(with: byteOrderMark) ? Array(head.dropFirst(3)) : head
        guard text.starts(with: signature) else {
            throw ProtocolError(.badArgument, "\(path) is not a WebVTT file (it must start with \"WEBVTT\").")
        }
    }
}
