import NIOCore
#if canImport(Glibc)
import Glibc
#endif

/// Creates the listening Unix socket on a claimed path (mode 0600 from the start), replacing a
/// stale socket file. Made here rather than by NIO's `bind(unixDomainSocketPath:)` because NIO
/// removes whatever is at the path when it closes such a socket, even a file that replaced ours.
enum ListeningSocket {
    static func make(claim: SocketPathClaim, backlog: Int32) throws(DaemonError) -> Int32 {
        let path = claim.path
        let address: SocketAddress
        do {
            address = try SocketAddress(unixDomainSocketPath: path)
        } catch {
            throw DaemonError("The socket path \(path) is too long.")
        }
        let descriptor = socket(AF_UNIX, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0)
        guard descriptor >= 0 else { throw DaemonError("Cannot make a socket: \(String(cString: strerror(errno))).") }
        var info = stat()
        if lstat(path, &info) == 0, (info.st_mode & S_IFMT) == S_IFSOCK {
            // Left by a daemon that died: the claim showed that nothing answers on it.
            unlink(path)
        }
        let oldMask = umask(0o177)
        let bound = address.withSockAddr { bind(descriptor, $0, socklen_t($1)) }
        umask(oldMask)
        guard bound == 0, listen(descriptor, backlog) == 0 else {
            let reason = String(cString: strerror(errno))
            close(descriptor)
            throw DaemonError("Cannot listen on \(path): \(reason).")
        }
        return descriptor
    }
}
