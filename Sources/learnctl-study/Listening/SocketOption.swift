import ArgumentParser
import ListenClient

/// `--socket PATH`, the option every player command takes.
struct SocketOption: ParsableArguments {
    @Option(help: ArgumentHelp(
        "The daemon's socket (default: $LISTEND_SOCKET, else $XDG_RUNTIME_DIR/listend.sock, else /tmp/listend-<uid>.sock).",
        valueName: "path"), completion: .file())
    var socket: String?

    /// The socket to connect to.
    var path: String {
        DaemonSocket.path(option: socket)
    }

    func connect() throws(ListendError) -> ListendConnection {
        try ListendConnection(socketPath: path)
    }
}
