#if canImport(Glibc)
import Glibc
#endif

/// Starts a program in a process group of its own, so that signalling the group (`kill(-pid, …)`)
/// ends it with everything it started; SIGPIPE, SIGINT, SIGTERM, SIGHUP and SIGQUIT at their
/// defaults and no signal blocked, whatever this process does with them; the descriptors given as
/// its standard input, output and error.
public enum GroupedSpawn {
    /// The child's pid (also its group's id), or the error number of a spawn that failed. A
    /// program just written (ETXTBSY: another thread's child holds it open until it calls exec)
    /// is tried again for up to 0.2 s.
    public static func start(_ executable: String, _ arguments: [String], environment: [String: String]?,
                             stdin: Int32, stdout: Int32, stderr: Int32) -> Result<pid_t, SpawnError> {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_adddup2(&actions, stdin, 0)
        posix_spawn_file_actions_adddup2(&actions, stdout, 1)
        posix_spawn_file_actions_adddup2(&actions, stderr, 2)
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETPGROUP | POSIX_SPAWN_SETSIGDEF | POSIX_SPAWN_SETSIGMASK))
        posix_spawnattr_setpgroup(&attributes, 0)
        var defaults = sigset_t(), empty = sigset_t()
        sigemptyset(&defaults)
        for signalNumber in [SIGPIPE, SIGINT, SIGTERM, SIGHUP, SIGQUIT] { sigaddset(&defaults, signalNumber) }
        sigemptyset(&empty)
        posix_spawnattr_setsigdefault(&attributes, &defaults)
        posix_spawnattr_setsigmask(&attributes, &empty)

        let argv = ([executable] + arguments).map { strdup($0) } + [nil]
        let envp = environment.map { $0.map { strdup("\($0.key)=\($0.value)") } + [nil] }
        defer {
            argv.forEach { free($0) }
            envp?.forEach { free($0) }
        }
        var pid: pid_t = 0
        var spawned: Int32 = 0
        for attempt in 0..<20 {
            if attempt > 0 { usleep(10_000) }
            spawned = envp.map { posix_spawn(&pid, executable, &actions, &attributes, argv, $0) }
                ?? posix_spawn(&pid, executable, &actions, &attributes, argv, environ)
            if spawned != ETXTBSY { break }
        }
        return spawned == 0 ? .success(pid) : .failure(SpawnError(number: spawned))
    }
}

/// Why a program could not be started: the error number, and its text.
public struct SpawnError: Error, Sendable {
    public let number: Int32

    public var message: String { String(cString: strerror(number)) }
}
