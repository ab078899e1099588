#if canImport(Glibc)
import Glibc
#endif

/// The file a path named when the daemon bound it (device and inode), so that at exit it removes
/// its own socket and never one that replaced it.
struct SocketFileIdentity: Sendable, Equatable {
    let device: UInt64
    let inode: UInt64

    /// What is at `path` now, without following a symbolic link; nil when nothing is.
    init?(path: String) {
        var info = stat()
        guard lstat(path, &info) == 0 else { return nil }
        device = UInt64(info.st_dev)
        inode = UInt64(info.st_ino)
    }

    /// Removes `path` if it is still this file.
    func removeIfStillAt(_ path: String) {
        guard SocketFileIdentity(path: path) == self else { return }
        unlink(path)
    }
}
