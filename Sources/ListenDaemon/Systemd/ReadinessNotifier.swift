import NIOCore
#if canImport(Glibc)
import Glibc
#endif

/// Tells systemd about the service's state through `$NOTIFY_SOCKET` (Type=notify), without libsystemd.
public enum ReadinessNotifier {
    /// Sends `READY=1`, `STOPPING=1` or another sd_notify message; does nothing outside systemd.
    public static func notify(_ message: String) {
        guard let path = getenv("NOTIFY_SOCKET").map({ String(cString: $0) }), !path.isEmpty else { return }
        // "@name" is Linux's abstract namespace: the address is a NUL byte and the name, and its
        // length counts exactly those bytes (NIO's address always counts the whole sockaddr_un,
        // which for an abstract name would mean a different, NUL-padded name).
        let abstract = path.hasPrefix("@")
        let name = abstract ? "\0" + path.dropFirst() : path
        guard let address = try? SocketAddress(unixDomainSocketPath: name) else { return }
        let fd = socket(AF_UNIX, Int32(SOCK_DGRAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0)
        guard fd >= 0 else { return }
        defer { close(fd) }
        _ = message.withCString { text in
            address.withSockAddr { sockaddr, length in
                let used = abstract ? MemoryLayout<sa_family_t>.size + name.utf8.count : length
                return sendto(fd, text, strlen(text), Int32(MSG_NOSIGNAL), sockaddr, socklen_t(used))
            }
        }
    }
}
