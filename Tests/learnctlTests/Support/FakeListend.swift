import Foundation
import ListenProtocol
import TestSupport
#if canImport(Glibc)
import Glibc
#endif

/// A stand-in for listend on a Unix socket that answers every request with canned data, so a
/// test decides exactly what learnctl receives (titles, errors and refusals it could not get
/// from a real daemon on demand), and sees exactly what learnctl sent.
///
/// Replies: `list` with ``Replies/tracks``; `library_add` and `library_remove` with the first
/// track; `transcript` with ``Replies/transcript`` (refused with `invalid_state` when nil);
/// `chapters` with ``Replies/chapters`` (none when nil); `questions` with ``Replies/questions``
/// (refused with `unknown_track` when nil);
/// `subscribe` with ``Replies/status`` followed by one `error` event carrying it; every other
/// command with ``Replies/status``. A command named in ``Replies/failures`` is refused with that
/// error; else, when ``Replies/refusal`` is set, every command but `list`, `status`,
/// `subscribe` and `transcript` is refused with `bad_argument`.
///
/// The replies can be changed while learnctl runs (``replies``), events pushed to the
/// connections that subscribed (``push(_:_:)``), and every connection closed as a daemon that
/// goes away would (``closeConnections()``).
final class FakeListend: @unchecked Sendable {
    let folder: TemporaryFolder
    let socketPath: String
    private let listener: Int32
    private let state: State

    /// What the fake sends back.
    struct Replies: Sendable {
        /// The status object (JSON) of every status reply and of the event after `subscribe`.
        var status: String
        /// The track objects (JSON) of `list`.
        var tracks: [String]
        /// When set, the error message of a failed reply to every command but `list`, `status`,
        /// `subscribe` and `transcript`.
        var refusal: String?
        /// The `data` (JSON) of the `transcript` reply; nil: refused with `invalid_state`.
        var transcript: String? = nil
        /// Commands refused with an error of their own, by name.
        var failures: [String: Failure] = [:]
        /// The `data` (JSON) of the `chapters` reply; nil: no chapters.
        var chapters: String? = nil
        /// The `data` (JSON) of the `questions` reply; nil: refused with `unknown_track`.
        var questions: String? = nil
    }

    /// A failed reply: its error code and message.
    struct Failure: Sendable {
        var code: String
        var message: String
        /// The error's `details` (`reason` and its values), when it has them.
        var details: [String: String]? = nil
    }

    /// What the serving threads share with the test, behind one lock.
    private final class State: @unchecked Sendable {
        let lock = NSLock()
        var replies: Replies
        /// Every request line received, in order.
        var requests = [String]()
        /// The connections being served, and those that subscribed.
        var open = Set<Int32>()
        var subscribed = Set<Int32>()

        init(_ replies: Replies) {
            self.replies = replies
        }

        func locked<T>(_ body: () -> T) -> T {
            lock.lock()
            defer { lock.unlock() }
            return body()
        }
    }

    init(_ replies: Replies) throws {
        folder = try TemporaryFolder("fake")
        socketPath = folder.path + "/listend.sock"
        state = State(replies)
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
        let state = state
        let thread = Thread { Self.acceptConnections(on: descriptor, state: state) }
        thread.start()
    }

    deinit {
        shutdown(listener, Int32(SHUT_RDWR))
        close(listener)
        closeConnections()
        folder.remove()
    }

    /// The replies given from now on.
    var replies: Replies {
        get { state.locked { state.replies } }
        set { state.locked { state.replies = newValue } }
    }

    /// Every request received so far, decoded.
    var requests: [[String: Any]] {
        state.locked { state.requests }.compactMap { line in
            (try? JSONSerialization.jsonObject(with: Data(line.utf8))) as? [String: Any]
        }
    }

    /// The requests received so far for `command`.
    func requests(_ command: String) -> [[String: Any]] {
        requests.filter { $0["cmd"] as? String == command }
    }

    /// Waits until `count` requests for `command` have arrived and returns them all; throws
    /// after `timeout` seconds.
    @discardableResult
    func waitForRequests(_ command: String, count: Int = 1, timeout: TimeInterval = 10) throws -> [[String: Any]] {
        let deadline = Date().addingTimeInterval(timeout)
        while true {
            let found = requests(command)
            if found.count >= count { return found }
            guard Date() < deadline else {
                throw ShellError("the fake listend got \(found.count) `\(command)` requests, not \(count); it got: \(state.locked { state.requests })")
            }
            usleep(10_000)
        }
    }

    /// Waits until a connection has subscribed; throws after `timeout` seconds.
    func waitForSubscriber(timeout: TimeInterval = 10) throws {
        let deadline = Date().addingTimeInterval(timeout)
        while state.locked({ state.subscribed.isEmpty }) {
            guard Date() < deadline else { throw ShellError("nothing subscribed to the fake listend") }
            usleep(10_000)
        }
    }

    /// Sends event `name` with `status` to every connection that subscribed.
    func push(_ name: EventName, _ status: StatusPayload) {
        let line = Wire.event(name, status)
        state.locked {
            for connection in state.subscribed { _ = Self.send(line, on: connection) }
        }
    }

    /// Answers with `status` from now on and pushes it to the subscribers as event `name`.
    func change(to status: StatusPayload, event name: EventName) {
        replies.status = Self.json(status)
        push(name, status)
    }

    /// Ends every connection, as a daemon that goes away does.
    func closeConnections() {
        state.locked {
            for connection in state.open { shutdown(connection, Int32(SHUT_RDWR)) }
        }
    }

    /// `value` as the daemon sends it: one line of JSON, keys sorted.
    static func json(_ value: some Encodable) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return String(decoding: try! encoder.encode(value), as: UTF8.self)
    }

    private static func acceptConnections(on listener: Int32, state: State) {
        while true {
            let connection = accept(listener, nil, nil)
            guard connection >= 0 else { return }
            _ = fcntl(connection, F_SETFD, FD_CLOEXEC)
            state.locked { _ = state.open.insert(connection) }
            let thread = Thread { serve(connection, state: state) }
            thread.start()
        }
    }

    private static func serve(_ connection: Int32, state: State) {
        defer {
            state.locked {
                state.open.remove(connection)
                state.subscribed.remove(connection)
                close(connection)
            }
        }
        var received = [UInt8]()
        var chunk = [UInt8](repeating: 0, count: 4096)
        while true {
            while let newline = received.firstIndex(of: 10) {
                let line = Data(received[..<newline])
                received.removeSubrange(...newline)
                // Answering and subscribing under the lock, so a pushed event never splits a reply.
                let sent = state.locked {
                    state.requests.append(String(decoding: line, as: UTF8.self))
                    let (answer, subscribes) = answer(to: line, from: state.replies)
                    if subscribes { state.subscribed.insert(connection) }
                    return send(answer, on: connection)
                }
                guard sent else { return }
            }
            let count = chunk.withUnsafeMutableBytes { recv(connection, $0.baseAddress, $0.count, 0) }
            guard count > 0 else { return }
            received += chunk[..<count]
        }
    }

    /// The lines that answer one request line, and whether the request subscribes.
    private static func answer(to line: Data, from replies: Replies) -> (String, subscribes: Bool) {
        let request = (try? JSONSerialization.jsonObject(with: line)) as? [String: Any] ?? [:]
        let id = request["id"].flatMap { try? JSONSerialization.data(withJSONObject: $0, options: .fragmentsAllowed) }
            .map { String(decoding: $0, as: UTF8.self) } ?? "null"
        let command = request["cmd"] as? String ?? ""
        func success(_ data: String) -> String { #"{"id":\#(id),"ok":true,"data":\#(data)}"# + "\n" }
        func failure(_ code: String, _ message: String, details: [String: String]? = nil) -> String {
            let text = String(decoding: try! JSONSerialization.data(withJSONObject: message, options: .fragmentsAllowed), as: UTF8.self)
            let detailsMember = details.map { #","details":"# + String(decoding: try! JSONSerialization.data(withJSONObject: $0), as: UTF8.self) } ?? ""
            return #"{"id":\#(id),"ok":false,"error":{"code":"\#(code)","message":\#(text)\#(detailsMember)}}"# + "\n"
        }
        if let refused = replies.failures[command] {
            return (failure(refused.code, refused.message, details: refused.details), false)
        }
        switch command {
        case "list":
            return (success(#"{"tracks":[\#(replies.tracks.joined(separator: ","))]}"#), false)
        case "status":
            return (success(replies.status), false)
        case "subscribe":
            let event = #"{"event":"error","#
                + replies.status.dropFirst().dropLast() + "}"
            return (success(replies.status) + event + "\n", true)
        case "questions":
            guard let questions = replies.questions else { return (failure("unknown_track", "No recording is called that."), false) }
            return (success(questions), false)
        case "chapters":
            return (success(replies.chapters ?? #"{"chapters":[],"current":null}"#), false)
        case "transcript":
            guard let transcript = replies.transcript else {
                return (failure("invalid_state", "The selected recording has no transcript."), false)
            }
            return (success(transcript), false)
        default:
            if let refusal = replies.refusal {
                return (failure("bad_argument", refusal), false)
            }
            if command.hasPrefix("library_") { return (success(replies.tracks.first ?? "{}"), false) }
            return (success(replies.status), false)
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
