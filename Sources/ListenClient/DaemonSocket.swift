#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import ListenProtocol
#if canImport(Glibc)
import Glibc
#endif

/// The socket a player command talks to.
public enum DaemonSocket {
    /// `option` (the command's `--socket`) when it is given and not empty, else the default for
    /// this user: `$LISTEND_SOCKET`, `$XDG_RUNTIME_DIR/listend.sock` or `/tmp/listend-<uid>.sock`.
    public static func path(option: String?) -> String {
        if let option, !option.isEmpty { return option }
        return SocketPath.default(environment: ProcessInfo.processInfo.environment, uid: getuid())
    }
}
