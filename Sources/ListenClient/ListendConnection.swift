import ListenProtocol
#if canImport(Glibc)
import Glibc
import Localization
#endif

/// A connection to listend's Unix socket: JSON request lines out, reply and event lines in.
///
/// Requests carry increasing ids; ``request(_:expecting:onEvent:)`` reads until the reply with its id and
/// hands the events that arrive meanwhile to the caller.
public final class ListendConnection {
    public let socketPath: String
    /// The socket, for `poll(2)`.
    public let descriptor: Int32
    /// How long ``request(_:expecting:onEvent:)`` waits for a reply.
    public var replyTimeout: Duration = .seconds(10)
    /// The longest line accepted from the daemon (16 MiB); a longer one means something is wrong.
    public static let maximumLineLength = 16 << 20
    private var received = [UInt8]()
    /// How far `received` is known to hold no newline.
    private var scanned = 0
    private var lastID = 0

    public init(socketPath: String) throws(ListendError) {
        self.socketPath = socketPath
        guard !socketPath.isEmpty else { throw .notRunning(socketPath: socketPath, reason: tr("the path is empty")) }
        var address = sockaddr_un()
        address.sun_family = sa_family_t(AF_UNIX)
        let pathBytes = Array(socketPath.utf8)
        guard pathBytes.count < MemoryLayout.size(ofValue: address.sun_path) else {
            throw .notRunning(socketPath: socketPath, reason: tr("the path is too long"))
        }
        withUnsafeMutableBytes(of: &address.sun_path) { $0.copyBytes(from: pathBytes) }
        let descriptor = socket(AF_UNIX, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0)
        guard descriptor >= 0 else {
            throw .notRunning(socketPath: socketPath, reason: String(cString: strerror(errno)))
        }
        let result = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                connect(descriptor, $0, socklen_t(MemoryLayout<sockaddr_un>.size))
            }
        }
        guard result == 0 else {
            let reason = String(cString: strerror(errno))
            close(descriptor)
            throw .notRunning(socketPath: socketPath, reason: reason)
        }
        do throws(ListendError) {
            try Self.requireOwnUser(at: descriptor, socketPath: socketPath)
        } catch {
            close(descriptor)
            throw error
        }
        self.descriptor = descriptor
    }

    /// Refuses a daemon run by another user: whoever owns the path (in `/tmp`, say) would see
    /// every request and could answer anything.
    private static func requireOwnUser(at descriptor: Int32, socketPath: String) throws(ListendError) {
        var credentials = PeerCredentials()
        var length = socklen_t(MemoryLayout<PeerCredentials>.size)
        guard getsockopt(descriptor, SOL_SOCKET, SO_PEERCRED, &credentials, &length) == 0 else {
            throw .notRunning(socketPath: socketPath, reason: tr("cannot tell who serves it: %s", String(cString: strerror(errno))))
        }
        guard credentials.uid == getuid() else {
            throw .servedByAnotherUser(socketPath: socketPath, uid: credentials.uid)
        }
    }

    deinit {
        close(descriptor)
    }

    /// Sends `command` and returns its reply's `data`, decoded as `Reply`; events read meanwhile go
    /// to `onEvent`.
    public func request<Reply: Decodable & Sendable>(_ command: Command, expecting: Reply.Type,
                                              onEvent: (EventName, StatusPayload) -> Void = { _, _ in }) throws(ListendError) -> Reply {
        let id = try send(command)
        let deadline = ContinuousClock.now + replyTimeout
        while true {
            guard let line = try nextLine(until: deadline) else {
                throw .noAnswer(socketPath: socketPath, seconds: Int(replyTimeout.components.seconds))
            }
            switch IncomingLine<Reply>.decode(line) {
            case .event(let name, let status)?:
                onEvent(name, status)
            case .reply(let replyID, let result)? where replyID == id || replyID == nil:
                switch result {
                case .success(let data): return data
                case .failure(let error): throw .refused(error)
                }
            case .unreadableReply(let replyID, let detail)? where replyID == id || replyID == nil:
                throw .unexpectedReply(detail)
            case .reply?, .unreadableReply?, nil:
                continue
            }
        }
    }

    /// Sends a command that answers with the status (`status`, `play`, `seek`, `subscribe` …) and returns it.
    public func status(_ command: Command, onEvent: (EventName, StatusPayload) -> Void = { _, _ in }) throws(ListendError) -> StatusPayload {
        try request(command, expecting: StatusPayload.self, onEvent: onEvent)
    }

    /// Sends `command` without waiting for its reply and returns the request's id.
    @discardableResult
    public func send(_ command: Command) throws(ListendError) -> JSONValue {
        lastID += 1
        let id = JSONValue.number(Double(lastID))
        guard Output.write(Wire.request(Request(id: id, command: command)), to: descriptor, socket: true) else {
            throw .closed(socketPath: socketPath)
        }
        return id
    }

    /// The next line, waiting until `deadline` (for ever when nil); nil when the deadline passed.
    public func nextLine(until deadline: ContinuousClock.Instant? = nil) throws(ListendError) -> String? {
        while true {
            if let line = bufferedLine() { return line }
            var timeout: Int32 = -1
            if let deadline {
                let left = ContinuousClock.now.duration(to: deadline)
                guard left > .zero else { return nil }
                timeout = Int32(clamping: left.components.seconds * 1000 + left.components.attoseconds / 1_000_000_000_000_000 + 1)
            }
            var pollDescriptor = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
            let ready = poll(&pollDescriptor, 1, timeout)
            if ready < 0 && errno == EINTR { continue }
            if ready == 0 { continue }
            try receive()
        }
    }

    /// A complete line already received, if there is one.
    public func bufferedLine() -> String? {
        guard let newline = received[scanned...].firstIndex(of: UInt8(ascii: "\n")) else {
            scanned = received.count
            return nil
        }
        let line = String(decoding: received[..<newline], as: UTF8.self)
        received.removeSubrange(...newline)
        scanned = 0
        return line
    }

    /// Reads what the socket has (blocking until something arrives); throws when the daemon closed it.
    public func receive() throws(ListendError) {
        var chunk = [UInt8](repeating: 0, count: 65_536)
        while true {
            let count = chunk.withUnsafeMutableBytes { recv(descriptor, $0.baseAddress, $0.count, 0) }
            if count < 0 && errno == EINTR { continue }
            guard count > 0 else { throw .closed(socketPath: socketPath) }
            received.append(contentsOf: chunk[..<count])
            if received.count > Self.maximumLineLength, !received[scanned...].contains(UInt8(ascii: "\n")) {
                throw .lineTooLong(socketPath: socketPath, limit: Self.maximumLineLength)
            }
            return
        }
    }
}

/// Linux's `struct ucred` (what `SO_PEERCRED` fills in), which Swift's Glibc module does not export.
private struct PeerCredentials {
    var pid: pid_t = 0
    var uid: uid_t = 0
    var gid: gid_t = 0
}
