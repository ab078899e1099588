#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import ListenEngine

/// A local file read with `pread`, so readers at different offsets never disturb each other.
public final class FileSource: AudioSource, @unchecked Sendable {
    public let name: String
    public let length: Int64?
    private let descriptor: Int32

    /// Opens `path` for reading; fails with the system's reason (missing, a directory, no permission).
    public init(path: String) throws(AudioError) {
        let fd = open(path, O_RDONLY | O_CLOEXEC)
        guard fd >= 0 else {
            throw AudioError("Cannot open \(path): \(String(cString: strerror(errno))).")
        }
        var info = stat()
        guard fstat(fd, &info) == 0 else {
            let reason = String(cString: strerror(errno))
            Glibc.close(fd)
            throw AudioError("Cannot read \(path): \(reason).")
        }
        guard (info.st_mode & S_IFMT) == S_IFREG else {
            Glibc.close(fd)
            throw AudioError("Cannot play \(path): it is not a regular file.")
        }
        self.name = path
        self.descriptor = fd
        self.length = Int64(info.st_size)
    }

    public func read(at offset: Int64, into buffer: UnsafeMutableRawBufferPointer) throws(AudioError) -> Int {
        guard buffer.count > 0 else { return 0 }
        while true {
            let n = pread(descriptor, buffer.baseAddress, buffer.count, off_t(offset))
            if n >= 0 { return n }
            if errno == EINTR { continue }
            throw AudioError("Cannot read \(name): \(String(cString: strerror(errno))).")
        }
    }

    public func close() {
        _ = Glibc.close(descriptor)
    }
}
