#if canImport(Glibc)
import Glibc
#endif
import NIOCore

/// A download's `.part` file, open for appending, created with mode 0644.
final class PartFile {
    let path: String
    private var descriptor: Int32
    /// The file's length: what was in it when opened plus what was appended since.
    private(set) var length: Int64

    /// Opens `path` (creating it), emptied first when `truncating`.
    init(path: String, truncating: Bool) throws(DownloadError) {
        self.path = path
        let flags = O_WRONLY | O_CREAT | O_APPEND | O_CLOEXEC | (truncating ? O_TRUNC : 0)
        descriptor = open(path, flags, 0o644)
        guard descriptor >= 0 else { throw Self.failure(path) }
        var info = stat()
        guard fchmod(descriptor, 0o644) == 0, fstat(descriptor, &info) == 0 else {
            let error = Self.failure(path)
            Glibc.close(descriptor)
            throw error
        }
        length = Int64(info.st_size)
    }

    deinit {
        if descriptor >= 0 { Glibc.close(descriptor) }
    }

    /// The length of the file at `path`, or 0 when there is none.
    static func existingLength(at path: String) -> Int64 {
        var info = stat()
        return stat(path, &info) == 0 ? Int64(info.st_size) : 0
    }

    /// Appends `buffer`'s readable bytes.
    func append(_ buffer: ByteBuffer) throws(DownloadError) {
        let failed = buffer.withUnsafeReadableBytes { bytes -> Bool in
            var offset = 0
            while offset < bytes.count {
                let written = write(descriptor, bytes.baseAddress! + offset, bytes.count - offset)
                if written < 0 {
                    if errno == EINTR { continue }
                    return true
                }
                offset += written
            }
            return false
        }
        if failed { throw Self.failure(path) }
        length += Int64(buffer.readableBytes)
    }

    /// Flushes the bytes to the disk and closes the file.
    func close() throws(DownloadError) {
        guard descriptor >= 0 else { return }
        let synced = fsync(descriptor) == 0
        let error = synced ? nil : Self.failure(path)
        _ = Glibc.close(descriptor)
        descriptor = -1
        if let error { throw error }
    }

    /// Renames the part at `partPath` to `path`, replacing any file there in one step.
    static func promote(_ partPath: String, to path: String) throws(DownloadError) {
        guard rename(partPath, path) == 0 else { throw failure(path) }
    }

    /// Removes the file at `path`, if there is one.
    static func remove(_ path: String) {
        _ = unlink(path)
    }

    private static func failure(_ path: String) -> DownloadError {
        .file(path: path, reason: String(cString: strerror(errno)))
    }
}
