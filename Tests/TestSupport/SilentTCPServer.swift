#if canImport(Glibc)
import Glibc
#endif

/// A TCP port on 127.0.0.1 that accepts connections (in the kernel's backlog) and never answers:
/// a server that hangs before sending a response head.
public final class SilentTCPServer: Sendable {
    private let descriptor: Int32
    public let port: Int

    public init() throws {
        let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0)
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        address.sin_port = 0
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        guard fd >= 0, bound == 0, listen(fd, 16) == 0 else {
            throw SilentTCPServerError()
        }
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        _ = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(fd, $0, &length) }
        }
        descriptor = fd
        port = Int(UInt16(bigEndian: address.sin_port))
    }

    public func url(_ path: String) -> String {
        "http://127.0.0.1:\(port)\(path)"
    }

    public func shutdown() {
        _ = close(descriptor)
    }
}

/// The silent server's socket could not be set up.
public struct SilentTCPServerError: Error {}
