import Foundation

/// Starts a child process with `posix_spawn` that inherits only its standard input, output and error.
///
/// Tests run in parallel in one process. A child that inherited another test's socket or pipe
/// would keep it open: that test would then wait for an end of stream that comes only when this
/// child exits — two such tests wait for each other forever. Every other descriptor is closed in
/// the child (glibc's `posix_spawn_file_actions_addclosefrom_np`, 2.34 and later).
public enum Spawn {
    /// What to connect to the child's descriptors 0, 1 and 2.
    public enum Stream {
        /// `/dev/null`.
        case null
        /// A descriptor of this process, duplicated into the child.
        case descriptor(Int32)
    }

    /// Starts `executable` (a path, or a name looked up on `PATH` when `searchPath`) and returns its pid.
    public static func start(_ executable: String, _ arguments: [String], environment: [String: String],
                             stdin: Stream = .null, stdout: Stream = .null, stderr: Stream = .null,
                             searchPath: Bool = false) throws -> pid_t {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        for (target, stream) in [(Int32(0), stdin), (1, stdout), (2, stderr)] {
            switch stream {
            case .null: posix_spawn_file_actions_addopen(&actions, target, "/dev/null", target == 0 ? O_RDONLY : O_WRONLY, 0)
            case .descriptor(let fd): posix_spawn_file_actions_adddup2(&actions, fd, target)
            }
        }
        guard closeFrom(&actions, 3) == 0 else { throw ShellError("posix_spawn_file_actions_addclosefrom_np failed") }
        let argv = ([executable] + arguments).map { strdup($0) } + [nil]
        let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer { (argv + envp).forEach { free($0) } }
        var pid: pid_t = 0
        let result = searchPath ? posix_spawnp(&pid, executable, &actions, nil, argv, envp)
                                : posix_spawn(&pid, executable, &actions, nil, argv, envp)
        guard result == 0 else { throw ShellError("cannot start \(executable): \(String(cString: strerror(result)))") }
        return pid
    }

    /// Waits up to `timeout` seconds for `pid` to end; its exit code (128 + signal when killed), or nil.
    public static func exitCode(of pid: pid_t, within timeout: Double) -> Int32? {
        let deadline = Date().addingTimeInterval(timeout)
        repeat {
            var status: Int32 = 0
            let result = waitpid(pid, &status, WNOHANG)
            if result == pid { return (status & 0x7f) == 0 ? (status >> 8) & 0xff : 128 + (status & 0x7f) }
            if result < 0, errno == ECHILD { return nil }
            usleep(5_000)
        } while Date() < deadline
        return nil
    }

    /// Sends `signal`, waits up to `timeout` seconds, then kills; returns the exit code.
    @discardableResult
    public static func stop(_ pid: pid_t, signal: Int32 = SIGTERM, timeout: Double = 10) -> Int32? {
        kill(pid, signal)
        if let code = exitCode(of: pid, within: timeout) { return code }
        kill(pid, SIGKILL)
        return exitCode(of: pid, within: 10)
    }

    /// A pipe whose ends are closed on exec, so no other child inherits them.
    public static func pipe() throws -> (read: Int32, write: Int32) {
        var ends: [Int32] = [0, 0]
        guard Glibc.pipe(&ends) == 0 else { throw ShellError("pipe failed: \(String(cString: strerror(errno)))") }
        for end in ends { _ = fcntl(end, F_SETFD, FD_CLOEXEC) }
        return (ends[0], ends[1])
    }

    private typealias CloseFrom = @convention(c) (UnsafeMutablePointer<posix_spawn_file_actions_t>, Int32) -> Int32

    /// glibc's `posix_spawn_file_actions_addclosefrom_np`, which Swift's Glibc module does not declare.
    private static let closeFrom: CloseFrom = {
        guard let symbol = dlsym(dlopen(nil, RTLD_NOW), "posix_spawn_file_actions_addclosefrom_np") else {
            fatalError("this C library has no posix_spawn_file_actions_addclosefrom_np (glibc 2.34 or later is needed)")
        }
        return unsafeBitCast(symbol, to: CloseFrom.self)
    }()
}
