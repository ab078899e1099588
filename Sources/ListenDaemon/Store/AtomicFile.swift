#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
#if canImport(Glibc)
import Glibc
#endif

/// A file replaced atomically and durably: the data goes to a new temporary file beside it
/// (created mode 0600), is fsynced, renamed over the file, and the folder is fsynced, so a crash
/// or a power cut at any moment leaves either the old or the new contents.
struct AtomicFile: Sendable {
    let path: String

    /// Replaces the file with `data`, creating its folder (mode 0700) when it is missing.
    func write(_ data: Data) throws(DaemonError) {
        let directory = String(path[..<path.lastIndex(of: "/")!])
        do {
            try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
        } catch {
            throw DaemonError("Cannot create \(directory): \(error).")
        }
        let temporary = "\(path).\(getpid()).tmp"
        // A temporary file left by a crash of a process with the same pid.
        unlink(temporary)
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC | O_NOFOLLOW, 0o600)
        guard descriptor >= 0 else {
            throw DaemonError("Cannot create \(temporary): \(String(cString: strerror(errno))).")
        }
        if let failure = Self.writeAll(data, to: descriptor) ?? (fsync(descriptor) == 0 ? nil : Self.lastError()) {
            close(descriptor)
            unlink(temporary)
            throw DaemonError("Cannot write \(temporary): \(failure).")
        }
        close(descriptor)
        guard rename(temporary, path) == 0 else {
            let reason = Self.lastError()
            unlink(temporary)
            throw DaemonError("Cannot replace \(path): \(reason).")
        }
        let folder = open(directory, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard folder >= 0 else { return }
        defer { close(folder) }
        guard fsync(folder) == 0 else {
            throw DaemonError("Cannot sync \(directory) after replacing \(path): \(Self.lastError()).")
        }
    }

    /// Writes every byte; the reason on failure.
    private static func writeAll(_ data: Data, to descriptor: Int32) -> String? {
        data.withUnsafeBytes { (bytes: UnsafeRawBufferPointer) -> String? in
            var offset = 0
            while offset < bytes.count {
                let written = Glibc.write(descriptor, bytes.baseAddress! + offset, bytes.count - offset)
                if written < 0 {
                    if errno == EINTR { continue }
                    return lastError()
                }
                offset += written
            }
            return nil
        }
    }

    private static func lastError() -> String {
        String(cString: strerror(errno))
    }
}
