import ListenClient
import ListenProtocol

extension ControlRequest {
    /// Sends `command` to the daemon `socket` names and prints the outcome (see
    /// ``ControlRequest/run(_:socketPath:detail:)``); a failure exits with status 1.
    static func run(_ command: DaemonCommand, socket: SocketOption,
                    detail: (StatusPayload) -> String? = { _ in nil }) throws {
        try ListendError.reporting {
            try run(command, socketPath: socket.path, detail: detail)
        }
    }
}
