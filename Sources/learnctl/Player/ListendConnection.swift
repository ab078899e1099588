import Foundation
import ListenProtocol
#if canImport(Glibc)
import Glibc
#endif

/// A connection to listend's Unix socket: JSON request lines out, reply and event lines in.
///
/// Requests carry increasing ids; ``request(_:_:onEvent:)`` reads until the reply with its id and
/// hands the events that arrive meanwhile to the caller.
final class ListendConnection {
    let socketPath: String
    /// The socket, for `poll(2)`.
    let descriptor: Int32
    /// How long ``request(_:_:onEvent:)`` waits for a reply.
    var replyTimeout: Duration = .seconds(10)
    private var received = [UInt8]()
    private var lastID = 0

    init(socketPath: String) throws(ListendError) {
        self.socketPath = socketPath
        var address = sockaddr_un()
        address.sun_family = sa_family_t(AF_UNIX)
        let capacity = MemoryLayout.size(ofValue: address.sun_path)
        let pathBytes = Array(socketPath.utf8)
        guard !pathBytes.isEmpty, pathBytes.count < capacity else {
            throw .notRunning(socketPath: socketPath, reason: pathBytes.isEmpty ? "the path is empty" : "the path is too long")
        }
        withUnsafeMutableBytes(of: &address.sun_path) { raw in
            raw.copyBytes(from: pathBytes)
            raw[pathBytes.count] = 0
        }
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
        self.descriptor = descriptor
    }

    deinit {
        close(descriptor)
    }

    /// Sends a request and returns the `data` of its reply; events read meanwhile go to `onEvent`.
    func request(_ command: String, _ arguments: [String: JSONValue] = [:],
                 onEvent: (EventName, StatusPayload) -> Void = { _, _ in }) throws(ListendError) -> JSONValue {
        let id = try send(command, arguments)
        let deadline = ContinuousClock.now + replyTimeout
        while true {
            guard let line = try nextLine(until: deadline) else {
                throw .noAnswer(socketPath: socketPath, seconds: Int(replyTimeout.components.seconds))
            }
            switch IncomingLine.decode(line) {
            case .event(let name, let status)?:
                onEvent(name, status)
            case .reply(let replyID, let result)? where replyID == id || replyID == nil:
                switch result {
                case .success(let data): return data
                case .failure(let error): throw .refused(error)
                }
            case .reply?, nil:
                continue
            }
        }
    }

    /// Sends a request for a status (`status`, `play`, `seek` …) and returns it.
    func status(_ command: String, _ arguments: [String: JSONValue] = [:],
                onEvent: (EventName, StatusPayload) -> Void = { _, _ in }) throws(ListendError) -> StatusPayload {
        try Self.decode(StatusPayload.self, from: request(command, arguments, onEvent: onEvent))
    }

    /// Sends a request without waiting for its reply and returns its id.
    @discardableResult
    func send(_ command: String, _ arguments: [String: JSONValue] = [:]) throws(ListendError) -> JSONValue {
        lastID += 1
        let id = JSONValue.number(Double(lastID))
        var fields = arguments
        fields["cmd"] = .string(command)
        fields["id"] = id
        let encoded: Data
        do {
            encoded = try JSONEncoder().encode(JSONValue.object(fields))
        } catch {
            throw .unexpectedReply("the request could not be encoded: \(error)")
        }
        let bytes = Array(encoded) + [UInt8(ascii: "\n")]
        var offset = 0
        while offset < bytes.count {
            let sent = bytes[offset...].withUnsafeBytes { Glibc.send(descriptor, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
            if sent < 0 && errno == EINTR { continue }
            guard sent > 0 else { throw .closed(socketPath: socketPath) }
            offset += sent
        }
        return id
    }

    /// The next line, waiting until `deadline` (for ever when nil); nil when the deadline passed.
    func nextLine(until deadline: ContinuousClock.Instant? = nil) throws(ListendError) -> String? {
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
    func bufferedLine() -> String? {
        guard let newline = received.firstIndex(of: UInt8(ascii: "\n")) else { return nil }
        let line = String(decoding: received[..<newline], as: UTF8.self)
        received.removeSubrange(...newline)
        return line
    }

    /// Reads what the socket has (blocking until something arrives); throws when the daemon closed it.
    func receive() throws(ListendError) {
        var chunk = [UInt8](repeating: 0, count: 65_536)
        while true {
            let count = chunk.withUnsafeMutableBytes { recv(descriptor, $0.baseAddress, $0.count, 0) }
            if count < 0 && errno == EINTR { continue }
            guard count > 0 else { throw .closed(socketPath: socketPath) }
            received.append(contentsOf: chunk[..<count])
            return
        }
    }

    /// Decodes a reply's `data`.
    static func decode<T: Decodable>(_ type: T.Type, from data: JSONValue) throws(ListendError) -> T {
        do {
            return try IncomingLine.payload(type, from: data)
        } catch {
            throw .unexpectedReply("\(error)")
        }
    }
}
