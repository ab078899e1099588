/// Where the daemon's socket is, for the daemon and its clients alike.
public enum SocketPath {
    /// `$LISTEND_SOCKET`, else `$XDG_RUNTIME_DIR/listend.sock`, else `/tmp/listend-<uid>.sock`.
    public static func `default`(environment: [String: String], uid: UInt32) -> String {
        if let socket = environment["LISTEND_SOCKET"], !socket.isEmpty { return socket }
        if let runtime = environment["XDG_RUNTIME_DIR"], !runtime.isEmpty { return "\(runtime)/listend.sock" }
        return "/tmp/listend-\(uid).sock"
    }
}
