import NIOCore
import NIOPosix
import ListenProtocol
#if canImport(Glibc)
import Glibc
#endif

/// The Unix socket listener: binds the path (mode 0600) or adopts a socket passed by systemd,
/// and hands every connection to a `ConnectionHandler`.
public final class SocketServer: Sendable {
    private let channel: Channel
    private let group: MultiThreadedEventLoopGroup
    /// The socket path to remove at shutdown (nil when systemd owns it).
    private let ownedPath: String?

    /// Starts serving `daemon` on `path`, or on `inheritedDescriptor` when systemd passed one.
    public init(daemon: Daemon, path: String, inheritedDescriptor: Int32?) throws {
        let group = MultiThreadedEventLoopGroup(numberOfThreads: 1)
        let bootstrap = ServerBootstrap(group: group)
            .serverChannelOption(.backlog, value: 256)
            .childChannelOption(.allowRemoteHalfClosure, value: true)
            .childChannelInitializer { channel in
                channel.eventLoop.makeCompletedFuture {
                    try channel.pipeline.syncOperations.addHandler(ByteToMessageHandler(LineFrameDecoder()))
                    try channel.pipeline.syncOperations.addHandler(ConnectionHandler(daemon: daemon))
                }
            }
        do {
            if let inheritedDescriptor {
                channel = try bootstrap.withBoundSocket(inheritedDescriptor).wait()
                ownedPath = nil
            } else {
                try Self.refuseIfServed(path)
                let oldMask = umask(0o177)
                defer { umask(oldMask) }
                channel = try bootstrap.bind(unixDomainSocketPath: path, cleanupExistingSocketFile: true).wait()
                chmod(path, 0o600)
                ownedPath = path
            }
        } catch let error as DaemonError {
            try? group.syncShutdownGracefully()
            throw error
        } catch {
            try? group.syncShutdownGracefully()
            throw DaemonError("Cannot listen on \(path): \(error).")
        }
        self.group = group
    }

    /// Stops accepting, closes connections and removes the socket file.
    public func close() {
        try? channel.close().wait()
        try? group.syncShutdownGracefully()
        if let ownedPath { unlink(ownedPath) }
    }

    /// Fails when a live daemon answers on `path`; a stale socket file is left for bind to replace.
    static func refuseIfServed(_ path: String) throws {
        var info = stat()
        guard lstat(path, &info) == 0 else { return }
        guard (info.st_mode & S_IFMT) == S_IFSOCK else {
            throw DaemonError("\(path) exists and is not a socket; remove it or choose another --socket.")
        }
        let fd = socket(AF_UNIX, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0)
        guard fd >= 0 else { return }
        defer { Glibc.close(fd) }
        let address: SocketAddress
        do {
            address = try SocketAddress(unixDomainSocketPath: path)
        } catch {
            throw DaemonError("The socket path \(path) is too long.")
        }
        let connected = address.withSockAddr { connect(fd, $0, socklen_t($1)) }
        if connected == 0 {
            throw DaemonError("listend is already running on \(path); stop it first (learnctl can talk to it as it is).")
        }
    }
}
