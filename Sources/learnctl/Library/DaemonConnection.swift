import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// One request–reply exchange with listend over its Unix socket.
struct DaemonConnection {
    /// A failure to reach the daemon or a reply it could not have meant.
    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    let path: String

    /// The socket: `$LISTEND_SOCKET`, else `$XDG_RUNTIME_DIR/listend.sock`, else `/tmp/listend-<uid>.sock`.
    static func defaultPath(environment: [String: String] = ProcessInfo.processInfo.environment) -> String {
        if let socket = environment["LISTEND_SOCKET"], !socket.isEmpty { return socket }
        if let runtime = environment["XDG_RUNTIME_DIR"], !runtime.isEmpty { return "\(runtime)/listend.sock" }
        return "/tmp/listend-\(getuid()).sock"
    }

    /// Sends `request` as one JSON line; returns the reply's `data`, or throws the daemon's error message.
    func send(_ request: [String: Any]) throws -> Any? {
        let fd = socket(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0)
        guard fd >= 0 else { throw Failure(description: "Cannot create a socket: \(String(cString: strerror(errno))).") }
        defer { close(fd) }
        var address = sockaddr_un()
        address.sun_family = sa_family_t(AF_UNIX)
        let capacity = MemoryLayout.size(ofValue: address.sun_path)
        guard path.utf8.count < capacity else { throw Failure(description: "The socket path \(path) is too long.") }
        withUnsafeMutableBytes(of: &address.sun_path) { raw in
            raw.copyBytes(from: path.utf8)
            raw[path.utf8.count] = 0
        }
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(fd, $0, socklen_t(MemoryLayout<sockaddr_un>.size)) }
        }
        guard connected == 0 else {
            throw Failure(description: "Cannot reach listend at \(path): \(String(cString: strerror(errno))). Is it running? (systemctl --user start listend)")
        }
        var line = try JSONSerialization.data(withJSONObject: request, options: [.withoutEscapingSlashes])
        line.append(UInt8(ascii: "\n"))
        try line.withUnsafeBytes { raw in
            var sent = 0
            while sent < raw.count {
                let n = write(fd, raw.baseAddress! + sent, raw.count - sent)
                guard n > 0 else { throw Failure(description: "Lost the connection to listend while sending.") }
                sent += n
            }
        }
        var reply = [UInt8]()
        var chunk = [UInt8](repeating: 0, count: 4096)
        while !reply.contains(UInt8(ascii: "\n")) {
            let n = read(fd, &chunk, chunk.count)
            guard n > 0 else { throw Failure(description: "listend closed the connection without answering.") }
            reply += chunk[0..<n]
        }
        let text = reply.prefix { $0 != UInt8(ascii: "\n") }
        guard let object = try? JSONSerialization.jsonObject(with: Data(text)) as? [String: Any] else {
            throw Failure(description: "listend sent a reply that is not JSON.")
        }
        if object["ok"] as? Bool == true { return object["data"] }
        let error = object["error"] as? [String: Any]
        throw Failure(description: error?["message"] as? String ?? "listend refused the request.")
    }
}
