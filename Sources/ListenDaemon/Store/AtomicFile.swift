#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
#if canImport(Glibc)
import Glibc
#endif

/// A file replaced atomically: the data is written to a temporary file beside it (mode 0600),
/// which is then renamed over it, so a crash at any moment leaves either the old or the new contents.
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
        guard FileManager.default.createFile(atPath: temporary, contents: data, attributes: [.posixPermissions: 0o600]) else {
            throw DaemonError("Cannot write \(temporary): \(String(cString: strerror(errno))).")
        }
        guard rename(temporary, path) == 0 else {
            let reason = String(cString: strerror(errno))
            unlink(temporary)
            throw DaemonError("Cannot replace \(path): \(reason).")
        }
    }
}
