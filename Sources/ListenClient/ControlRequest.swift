import ListenProtocol
import Localization

/// Sends one request that answers with the status and prints the outcome in one line.
public enum ControlRequest {
    /// `detail` adds a line after the status line, about what the command changed (the speed,
    /// the loop …); nil adds nothing.
    public static func run(_ command: DaemonCommand, socketPath: String,
                           detail: (StatusPayload) -> String? = { _ in nil }) throws(ListendError) {
        let status = try ListendConnection(socketPath: socketPath).status(.daemon(command))
        try show(status)
        if let detail = detail(status) { Output.line(detail) }
    }

    /// Prints the status line, or fails with the player's error.
    public static func show(_ status: StatusPayload) throws(ListendError) {
        if status.state == .error {
            throw .playerFailed(status.errorText ?? tr("The player failed."))
        }
        Output.line(status.summaryLine)
    }
}
