import NIOCore
#if canImport(Glibc)
import Glibc
#endif

/// The user id of the process at the other end of a Unix socket connection (SO_PEERCRED).
enum PeerCredentials {
    static func uid(of channel: Channel) -> EventLoopFuture<uid_t?> {
        guard let provider = channel as? SocketOptionProvider else {
            return channel.eventLoop.makeSucceededFuture(nil)
        }
        let future: EventLoopFuture<Credentials> = provider.unsafeGetSocketOption(
            level: NIOBSDSocket.OptionLevel(rawValue: SOL_SOCKET), name: NIOBSDSocket.Option(rawValue: SO_PEERCRED))
        return future.map { Optional($0.uid) }.recover { _ -> uid_t? in nil }
    }

    /// The layout of Linux's `struct ucred`, which Swift's Glibc module does not export.
    struct Credentials: Sendable {
        var pid: pid_t = 0
        var uid: uid_t = 0
        var gid: gid_t = 0
    }
}
