import ArgumentParser
import ListenClient

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
