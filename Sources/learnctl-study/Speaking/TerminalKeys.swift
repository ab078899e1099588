#if canImport(Glibc)
import Glibc
#endif

/// Keys read without waiting, for screens that also wait on listend.
enum TerminalKeys {
    /// A key pressed since the last call, if any; nil when none is waiting.
    static func pressed() -> UInt8? {
        var descriptor = pollfd(fd: STDIN_FILENO, events: Int16(POLLIN), revents: 0)
        guard poll(&descriptor, 1, 0) > 0 else { return nil }
        return SingleKeyTerminal.readKey()
    }
}
