#if canImport(Glibc)
import Glibc
#endif

/// The listening socket systemd passes to a socket-activated service (`LISTEN_FDS`, fd 3).
public enum SocketActivation {
    /// Takes the first passed descriptor if the variables are meant for this process, and clears
    /// them so children do not inherit them.
    public static func takeDescriptor() -> Int32? {
        defer {
            unsetenv("LISTEN_PID")
            unsetenv("LISTEN_FDS")
            unsetenv("LISTEN_FDNAMES")
        }
        guard let pidText = getenv("LISTEN_PID").map({ String(cString: $0) }), Int32(pidText) == getpid(),
              let countText = getenv("LISTEN_FDS").map({ String(cString: $0) }), let count = Int(countText), count >= 1
        else { return nil }
        let fd: Int32 = 3
        let flags = fcntl(fd, F_GETFD)
        guard flags >= 0 else { return nil }
        _ = fcntl(fd, F_SETFD, flags | FD_CLOEXEC)
        return fd
    }
}
