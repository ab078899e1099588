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
        // getenv rather than ProcessInfo: this runs on every `learnctl status`, and reading two
        // variables should not cost building the whole environment.
        var environment: [String: String] = [:]
        for name in ["LISTEND_SOCKET", "XDG_RUNTIME_DIR"] {
            if let value = getenv(name) { environment[name] = String(cString: value) }
        }
        return SocketPath.default(environment: environment, uid: getuid())
    }
}
