import ListenProtocol

/// Sends one request that answers with the status and prints the outcome in one line.
enum ControlRequest {
    /// `detail` adds a line after the status line, about what the command changed (the speed,
    /// the loop …); nil adds nothing.
    static func run(_ command: DaemonCommand, socket: SocketOption,
                    detail: (StatusPayload) -> String? = { _ in nil }) throws {
        try ListendError.reporting {
            let status = try socket.connect().status(.daemon(command))
            try show(status)
            if let detail = detail(status) { Output.line(detail) }
        }
    }

    /// Prints the status line, or fails with the player's error.
    static func show(_ status: StatusPayload) throws(ListendError) {
        if status.state == .error {
            throw .playerFailed(status.errorText ?? "The player failed.")
        }
        Output.line(status.summaryLine)
    }
}
