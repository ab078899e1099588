import Foundation
import TestSupport
#if canImport(Glibc)
import Glibc
#endif

/// A stand-in for listend on a Unix socket that answers every request with canned data, so a
/// test decides exactly what learnctl receives (titles, errors and refusals it could not get
/// from a real daemon on demand).
///
/// Replies: `list` with ``tracks``; `library_add` and `library_remove` with the first track;
/// `subscribe` with ``status`` followed by one `error` event carrying it; every other command
/// with ``status``, or with ``refusal`` as a failed reply when it is set.
final class FakeListend: @unchecked Sendable {
    let folder: TemporaryFolder
    let socketPath: String
    private let listener: Int32

    /// What the fake sends back.
    struct Replies: Sendable {
        /// The status object (JSON) of every status reply and of the event after `subscribe`.
        var status: String
        /// The track objects (JSON) of `list`.
        var tracks: [String]
        /// When set, the error message of a failed reply to every command but `list`, `status` and `subscribe`.
        var refusal: String?
    }

    init(_ replies: Replies) throws {
        folder = try TemporaryFolder("fake")
        socketPath = folder.path + "/listend.sock"
        listener = socket(AF_UNIX, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0)
        var address = sockaddr_un()
        address.sun_family = sa_family_t(AF_UNIX)
        withUnsafeMutableBytes(of: &address.sun_path) { buffer in
            for (index, byte) in socketPath.utf8.enumerated() { buffer[index] = byte }
        }
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(listener, $0, socklen_t(MemoryLayout<sockaddr_un>.size)) }
        }
        guard bound == 0, listen(listener, 16) == 0 else { throw ShellError("the fake listend cannot listen on \(socketPath)") }
        let descriptor = listener
        let thread = Thread { Self.acceptConnections(on: descriptor, answering: replies) }
        thread.start()
    }

    deinit {
        shutdown(listener, Int32(SHUT_RDWR))
        close(listener)
        folder.remove()
    }

    private static func acceptConnections(on listener: Int32, answering replies: Replies) {
        while true {
            let connection = accept(listener, nil, nil)
            guard connection >= 0 else { return }
            _ = fcntl(connection, F_SETFD, FD_CLOEXEC)
            let thread = Thread { serve(connection, answering: replies) }
            thread.start()
        }
    }

    private static func serve(_ connection: Int32, answering replies: Replies) {
        defer { close(connection) }
        var received = [UInt8]()
        var chunk = [UInt8](repeating: 0, count: 4096)
        while true {
            while let newline = received.firstIndex(of: 10) {
                let line = Data(received[..<newline])
                received.removeSubrange(...newline)
                guard send(answer(to: line, from: replies), on: connection) else { return }
            }
            let count = chunk.withUnsafeMutableBytes { recv(connection, $0.baseAddress, $0.count, 0) }
            guard count > 0 else { return }
            received += chunk[..<count]
        }
    }

    /// The lines that answer one request line.
    private static func answer(to line: Data, from replies: Replies) -> String {
        let request = (try? JSONSerialization.jsonObject(with: line)) as? [String: Any] ?? [:]
        let id = request["id"].flatMap { try? JSONSerialization.data(withJSONObject: $0, options: .fragmentsAllowed) }
            .map { String(decoding: $0, as: UTF8.self) } ?? "null"
        let command = request["cmd"] as? String ?? ""
        func success(_ data: String) -> String { #"{"id":\#(id),"ok":true,"data":\#(data)}"# + "\n" }
        switch command {
        case "list":
            return success(#"{"tracks":[\#(replies.tracks.joined(separator: ","))]}"#)
        case "status":
            return success(replies.status)
        case "subscribe":
            let event = #"{"event":"error","#
                + replies.status.dropFirst().dropLast() + "}"
            return success(replies.status) + event + "\n"
        default:
            if let refusal = replies.refusal {
                let message = String(decoding: try! JSONSerialization.data(withJSONObject: refusal, options: .fragmentsAllowed), as: UTF8.self)
                return #"{"id":\#(id),"ok":false,"error":{"code":"bad_argument","message":\#(message)}}"# + "\n"
            }
            if command.hasPrefix("library_") { return success(replies.tracks.first ?? "{}") }
            return success(replies.status)
        }
    }

    private static func send(_ text: String, on connection: Int32) -> Bool {
        let bytes = Array(text.utf8)
        var offset = 0
        while offset < bytes.count {
            let sent = bytes[offset...].withUnsafeBytes { Glibc.send(connection, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
            guard sent > 0 else { return false }
            offset += sent
        }
        return true
    }
}
