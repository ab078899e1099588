import Foundation

/// A child process started with `posix_spawnp`, its stdout a pipe; stopped and reaped by its owner.
///
/// Used where Foundation's `Process` would reap the child on a thread of its own.
public struct ChildProcess: Sendable {
    public let pid: pid_t
    /// The read end of the child's standard output.
    public let stdout: Int32

    public static func spawn(_ arguments: [String], environment: [String: String]) throws -> ChildProcess {
        let pipe = try Spawn.pipe()
        defer { close(pipe.write) }
        do {
            let pid = try Spawn.start(arguments[0], Array(arguments.dropFirst()), environment: environment,
                                      stdout: .descriptor(pipe.write), searchPath: true)
            return ChildProcess(pid: pid, stdout: pipe.read)
        } catch {
            close(pipe.read)
            throw error
        }
    }

    /// Sends `signal`, waits for the end (killing it after 10 s) and closes the pipe.
    @discardableResult
    public func stop(signal: Int32 = SIGTERM) -> Int32? {
        defer { close(stdout) }
        return Spawn.stop(pid, signal: signal)
    }
}
