import ArgumentParser
import ListenClient
import ListenProtocol

extension ListendError {
    /// Runs a player command, turning its failure into `learnctl: <message>` on standard error and exit status 1.
    static func reporting<T>(_ body: () throws -> T) throws -> T {
        do {
            return try body()
        } catch let error as ListendError {
            Output.error("learnctl: \(error.description)")
            throw ExitCode.failure
        }
    }
}

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
