import Foundation
import NIOCore

/// A blocking client for the listend protocol: sends lines, reads lines with a timeout.
public final class ProtocolClient: @unchecked Sendable {
    public let fd: Int32
    private var buffer = [UInt8]()
    /// Events read while waiting for a reply, kept for `waitForEvent` (the daemon may send an
    /// event a command caused before that command's reply).
    private var skippedEvents: [[String: Any]] = []

    public init(path: String) throws {
        fd = socket(AF_UNIX, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0)
        guard fd >= 0 else { throw ShellError("socket failed") }
        let address = try SocketAddress(unixDomainSocketPath: path)
        let result = address.withSockAddr { Foundation.connect(fd, $0, socklen_t($1)) }
        guard result == 0 else {
            let reason = String(cString: strerror(errno))
            Foundation.close(fd)
            throw ShellError("cannot connect to \(path): \(reason)")
        }
    }

    deinit {
        Foundation.close(fd)
    }

    public func send(_ line: String) throws {
        let bytes = Array((line.hasSuffix("\n") ? line : line + "\n").utf8)
        try sendRaw(bytes)
    }

    public func sendRaw(_ bytes: [UInt8]) throws {
        var offset = 0
        while offset < bytes.count {
            let n = bytes[offset...].withUnsafeBytes { Foundation.send(fd, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
            guard n > 0 else { throw ShellError("send failed: \(String(cString: strerror(errno)))") }
            offset += n
        }
    }

    /// The next line, or nil at end of stream or after `timeout` seconds.
    public func readLine(timeout: Double = 5) -> String? {
        let deadline = Date().addingTimeInterval(timeout)
        while true {
            if let newline = buffer.firstIndex(of: 10) {
                let line = String(decoding: buffer[..<newline], as: UTF8.self)
                buffer.removeSubrange(...newline)
                return line
            }
            let remaining = deadline.timeIntervalSinceNow
            guard remaining > 0 else { return nil }
            var poller = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
            guard poll(&poller, 1, Int32(remaining * 1000) + 1) > 0 else { return nil }
            var chunk = [UInt8](repeating: 0, count: 65536)
            let n = chunk.withUnsafeMutableBytes { recv(fd, $0.baseAddress, $0.count, 0) }
            if n <= 0 { return nil }
            buffer.append(contentsOf: chunk[0..<n])
        }
    }

    /// True when the daemon closed the connection (within `timeout`).
    public func isClosed(timeout: Double = 2) -> Bool {
        let deadline = Date().addingTimeInterval(timeout)
        while Date() < deadline {
            var poller = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
            guard poll(&poller, 1, 50) > 0 else { continue }
            var chunk = [UInt8](repeating: 0, count: 65536)
            let n = chunk.withUnsafeMutableBytes { recv(fd, $0.baseAddress, $0.count, 0) }
            if n <= 0 { return true }
        }
        return false
    }

    /// Sends a request and returns the first line that is not an event, parsed as a JSON object;
    /// the events read before it are kept for `waitForEvent`.
    public func request(_ line: String, timeout: Double = 5) throws -> [String: Any] {
        try send(line)
        let deadline = Date().addingTimeInterval(timeout)
        while let reply = readLine(timeout: max(0, deadline.timeIntervalSinceNow)) {
            let object = try Self.parse(reply)
            if object["event"] == nil { return object }
            skippedEvents.append(object)
        }
        throw ShellError("no reply to \(line)")
    }

    /// Asks for the status until the player has finished loading; returns that status.
    @discardableResult
    public func waitUntilLoaded(timeout: Double = 10) throws -> [String: Any]? {
        try waitForStatus(timeout: timeout) { $0["state"] as? String != "loading" }
    }

    /// Asks for the status every 20 ms until `condition` holds; returns that status, or nil
    /// after `timeout` seconds.
    @discardableResult
    public func waitForStatus(timeout: Double = 5, where condition: ([String: Any]) -> Bool) throws -> [String: Any]? {
        let deadline = Date().addingTimeInterval(timeout)
        repeat {
            if let status = try request("status").data, condition(status) { return status }
            usleep(20_000)
        } while Date() < deadline
        return nil
    }

    /// Reads lines until an event named `name` arrives (or `timeout`).
    public func waitForEvent(_ name: String, timeout: Double = 5) throws -> [String: Any]? {
        while !skippedEvents.isEmpty {
            let event = skippedEvents.removeFirst()
            if event["event"] as? String == name { return event }
        }
        let deadline = Date().addingTimeInterval(timeout)
        while let line = readLine(timeout: max(0, deadline.timeIntervalSinceNow)) {
            let object = try Self.parse(line)
            if object["event"] as? String == name { return object }
        }
        return nil
    }

    public static func parse(_ line: String) throws -> [String: Any] {
        guard let object = try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any] else {
            throw ShellError("not a JSON object: \(line)")
        }
        return object
    }
}

extension Dictionary where Key == String, Value == Any {
    /// `data` of a successful reply.
    public var data: [String: Any]? { self["data"] as? [String: Any] }
    /// `error.code` of a failed reply.
    public var errorCode: String? { (self["error"] as? [String: Any])?["code"] as? String }
    public var errorMessage: String? { (self["error"] as? [String: Any])?["message"] as? String }
    public var isOK: Bool { self["ok"] as? Bool == true }
}
