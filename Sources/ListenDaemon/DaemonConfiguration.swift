/// Where the daemon listens and keeps its files, and which output it uses.
public struct DaemonConfiguration: Sendable {
    /// The audio output to use.
    public enum OutputKind: String, Sendable, CaseIterable {
        case pulse, null
    }

    public var socketPath: String
    public var audioDirectory: String?
    public var stateDirectory: String
    public var output: OutputKind
    public var pulseServer: String?
    public var pulseSink: String?

    public init(socketPath: String, audioDirectory: String?, stateDirectory: String, output: OutputKind,
                pulseServer: String? = nil, pulseSink: String? = nil) {
        self.socketPath = socketPath
        self.audioDirectory = audioDirectory
        self.stateDirectory = stateDirectory
        self.output = output
        self.pulseServer = pulseServer
        self.pulseSink = pulseSink
    }

    /// The default socket: `$LISTEND_SOCKET`, else `$XDG_RUNTIME_DIR/listend.sock`, else `/tmp/listend-<uid>.sock`.
    public static func defaultSocketPath(environment: [String: String], uid: UInt32) -> String {
        if let socket = environment["LISTEND_SOCKET"], !socket.isEmpty { return socket }
        if let runtime = environment["XDG_RUNTIME_DIR"], !runtime.isEmpty { return "\(runtime)/listend.sock" }
        return "/tmp/listend-\(uid).sock"
    }

    /// The default state folder: `$XDG_STATE_HOME/listend`, else `~/.local/state/listend`.
    public static func defaultStateDirectory(environment: [String: String]) -> String {
        if let state = environment["XDG_STATE_HOME"], !state.isEmpty { return "\(state)/listend" }
        return "\(environment["HOME"] ?? "/tmp")/.local/state/listend"
    }
}
