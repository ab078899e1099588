import Foundation

/// A child process started with `posix_spawnp`, its stdout a pipe; stopped and reaped by its owner.
///
/// Used where Foundation's `Process` would reap the child on a thread of its own.
public struct ChildProcess: Sendable {
    public let pid: pid_t
    /// The read end of the child's standard output.
    public let stdout: Int32

    public static func spawn(_ arguments: [String], environment: [String: String]) throws -> ChildProcess {
        var pipeEnds: [Int32] = [0, 0]
        guard pipe(&pipeEnds) == 0 else { throw ShellError("pipe failed") }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_adddup2(&actions, pipeEnds[1], 1)
        posix_spawn_file_actions_addclose(&actions, pipeEnds[0])
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        let argv = arguments.map { strdup($0) } + [nil]
        let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer { (argv + envp).forEach { free($0) } }
        var pid: pid_t = 0
        let result = posix_spawnp(&pid, arguments[0], &actions, nil, argv, envp)
        close(pipeEnds[1])
        guard result == 0 else {
            close(pipeEnds[0])
            throw ShellError("cannot start \(arguments[0]): \(String(cString: strerror(result)))")
        }
        return ChildProcess(pid: pid, stdout: pipeEnds[0])
    }
}
