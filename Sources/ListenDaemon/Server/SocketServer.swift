import NIOCore
import NIOPosix
import ListenProtocol
#if canImport(Glibc)
import Glibc
#endif

/// The Unix socket listener: binds the path (mode 0600) or adopts a socket passed by systemd,
/// and hands every connection to a `ConnectionHandler`, within the `ConnectionLimits`.
///
/// On its own path it serves under a `SocketPathClaim` (no other daemon serves the path) and at
/// shutdown it removes the socket file only if that file is still the one it bound.
public final class SocketServer: Sendable {
    private let channel: Channel
    private let group: MultiThreadedEventLoopGroup
    /// The socket path and the file bound there, to remove at shutdown (nil when systemd owns it).
    private let ownedSocket: (path: String, identity: SocketFileIdentity)?

    /// Starts serving `daemon` on the claimed path, or on `inheritedDescriptor` when systemd passed one.
    init(daemon: Daemon, claim: SocketPathClaim?, inheritedDescriptor: Int32?, limits: ConnectionLimits = ConnectionLimits()) throws {
        let counter = ConnectionCounter(maximum: limits.maximumConnections)
        let group = MultiThreadedEventLoopGroup(numberOfThreads: 1)
        let bootstrap = ServerBootstrap(group: group)
            .serverChannelOption(.backlog, value: 256)
            .childChannelOption(.allowRemoteHalfClosure, value: true)
            .childChannelOption(.writeBufferWaterMark, value: .init(low: limits.outputLowWater, high: limits.outputHighWater))
            .childChannelInitializer { channel in
                channel.eventLoop.makeCompletedFuture {
                    let pipeline = channel.pipeline.syncOperations
                    guard counter.admit(channel) else {
                        daemon.logger.warning("refused a connection: \(counter.maximum) connections are open")
                        try pipeline.addHandler(ConnectionRefusalHandler(ProtocolError(.tooManyConnections,
                            "listend already serves \(counter.maximum) connections; try again later.")))
                        return
                    }
                    try pipeline.addHandler(ByteToMessageHandler(LineFrameDecoder()))
                    try pipeline.addHandler(SlowReaderGuard(limits: limits))
                    try pipeline.addHandler(ConnectionHandler(daemon: daemon))
                }
            }
        let path = claim?.path ?? "the socket passed by systemd"
        do {
            if let inheritedDescriptor {
                channel = try bootstrap.withBoundSocket(inheritedDescriptor).wait()
                ownedSocket = nil
            } else if let claim {
                let path = claim.path
                let descriptor = try ListeningSocket.make(claim: claim, backlog: 256)
                guard let identity = SocketFileIdentity(path: path) else {
                    Glibc.close(descriptor)
                    throw DaemonError("The socket \(path) vanished right after it was bound.")
                }
                do {
                    channel = try bootstrap.withBoundSocket(descriptor).wait()
                } catch {
                    identity.removeIfStillAt(path)
                    throw error
                }
                ownedSocket = (path, identity)
            } else {
                throw DaemonError("No socket to serve: neither a claimed path nor one passed by systemd.")
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

    /// Stops accepting, closes connections and removes the socket file if it is still ours; the
    /// claim on the path is given up by its owner afterwards.
    public func close() {
        try? channel.close().wait()
        try? group.syncShutdownGracefully()
        if let ownedSocket { ownedSocket.identity.removeIfStillAt(ownedSocket.path) }
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
            throw DaemonError.alreadyServing(path)
        }
    }
}
