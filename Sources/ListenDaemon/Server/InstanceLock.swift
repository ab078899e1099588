#if canImport(Glibc)
import Glibc
#endif

/// The lock that makes one daemon the only one serving a socket path: an exclusive `flock` on
/// `<socket>.lock` (mode 0600), held for the daemon's lifetime. The file itself stays behind;
/// only the lock matters, and the kernel drops it when the process ends however it ends.
final class InstanceLock: Sendable {
    let path: String
    private let descriptor: Int32

    /// Takes the lock for `socketPath`, or fails saying that another daemon serves it.
    init(socketPath: String) throws(DaemonError) {
        let path = "\(socketPath).lock"
        let descriptor = open(path, O_RDWR | O_CREAT | O_CLOEXEC | O_NOFOLLOW, 0o600)
        guard descriptor >= 0 else {
            throw DaemonError("Cannot open the lock file \(path): \(String(cString: strerror(errno))).")
        }
        var info = stat()
        guard fstat(descriptor, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG, info.st_uid == getuid() else {
            close(descriptor)
            throw DaemonError("The lock file \(path) is not a regular file of yours; remove it or choose another --socket.")
        }
        guard flock(descriptor, LOCK_EX | LOCK_NB) == 0 else {
            let busy = errno == EWOULDBLOCK
            let reason = String(cString: strerror(errno))
            close(descriptor)
            if busy { throw DaemonError.alreadyServing(socketPath) }
            throw DaemonError("Cannot lock \(path): \(reason).")
        }
        self.path = path
        self.descriptor = descriptor
    }

    /// Releases the lock (the process's exit would too).
    func release() {
        close(descriptor)
    }
}
