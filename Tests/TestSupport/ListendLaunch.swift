import Foundation

/// A `listend` process started as it is, its standard error kept in a file; for tests about how
/// it starts and stops rather than what it serves (`DaemonProcess` waits until it answers).
public final class ListendLaunch: @unchecked Sendable {
    public let pid: pid_t
    public let errorPath: String
    private var exitStatus: Int32?

    public init(_ arguments: [String], errorPath: String, environment: [String: String] = ProcessInfo.processInfo.environment) throws {
        self.errorPath = errorPath
        let errorFile = open(errorPath, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        defer { Glibc.close(errorFile) }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_adddup2(&actions, errorFile, 2)
        posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        let executable = Products.path("listend")
        let argv = ([executable] + arguments).map { strdup($0) } + [nil]
        let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer { (argv + envp).forEach { free($0) } }
        var pid: pid_t = 0
        let result = posix_spawn(&pid, executable, &actions, nil, argv, envp)
        guard result == 0 else { throw ShellError("cannot start listend: \(String(cString: strerror(result)))") }
        self.pid = pid
    }

    /// The exit status once the process has ended (within `timeout` seconds), else nil.
    public func exitStatus(within timeout: Double) -> Int32? {
        if let exitStatus { return exitStatus }
        let deadline = Date().addingTimeInterval(timeout)
        repeat {
            var status: Int32 = 0
            if waitpid(pid, &status, WNOHANG) == pid {
                let code = (status & 0x7f) == 0 ? (status >> 8) & 0xff : 128 + (status & 0x7f)
                exitStatus = code
                return code
            }
            usleep(10_000)
        } while Date() < deadline
        return nil
    }

    /// Sends `signal` and waits for the end; returns the exit status.
    @discardableResult
    public func stop(signal: Int32 = SIGTERM) -> Int32? {
        if let exitStatus { return exitStatus }
        kill(pid, signal)
        return exitStatus(within: 10)
    }

    /// What the process wrote to standard error.
    public var errorText: String {
        (try? String(contentsOfFile: errorPath, encoding: .utf8)) ?? ""
    }
}
