import Foundation

/// A real `listend` process on its own socket and state folder, for tests over the socket.
public final class DaemonProcess: @unchecked Sendable {
    public let folder: TemporaryFolder
    public let socketPath: String
    public let stateDirectory: String
    /// Where the daemon keeps the user library (`--data-dir`).
    public let dataDirectory: String
    /// Where the daemon keeps `record`'s takes (`$XDG_CACHE_HOME/listend/recordings`).
    public var recordingsDirectory: String { "\(folder.path)/cache/listend/recordings" }
    /// The daemon's `$XDG_CACHE_HOME` (made transcripts are read from `listend/transcripts` in it).
    public var cacheDirectory: String { "\(folder.path)/cache" }
    public private(set) var pid: pid_t = 0
    private let arguments: [String]
    private let environment: [String: String]
    public private(set) var logPath: String

    /// - Parameters:
    ///   - output: "null", or "pulse" to play to `sink` on the private server `pulse`.
    ///   - audioDirectory: the bundled library's folder (`--audio-dir`): the repository's `Audio/` unless given.
    ///   - sessionBus: the bus to serve MPRIS on; without one the daemon sees none (never the session's own).
    public init(output: String = "null", pulse: PrivatePulseAudio? = nil, sink: String? = nil, folder: TemporaryFolder? = nil,
                audioDirectory: String = Products.audioDirectory, sessionBus: PrivateSessionBus? = nil,
                extraArguments: [String] = []) throws {
        let folder = try folder ?? TemporaryFolder("d")
        self.folder = folder
        socketPath = "\(folder.path)/listend.sock"
        stateDirectory = "\(folder.path)/state"
        dataDirectory = "\(folder.path)/data"
        logPath = "\(folder.path)/listend.log"
        var args = ["--socket", socketPath, "--state-dir", stateDirectory, "--data-dir", dataDirectory, "--audio-dir", audioDirectory,
                    "--output", output, "--log-level", "debug"]
        if let sink { args += ["--sink", sink] }
        arguments = args + extraArguments
        var env = pulse?.clientEnvironment ?? ProcessInfo.processInfo.environment
        env["XDG_RUNTIME_DIR"] = pulse?.runtimeDirectory ?? folder.path
        env["XDG_CACHE_HOME"] = "\(folder.path)/cache"
        env["DBUS_SESSION_BUS_ADDRESS"] = sessionBus?.address
        environment = env
        try start()
    }

    /// Starts the daemon and waits until it answers.
    public func start() throws {
        let logFile = open(logPath, O_WRONLY | O_CREAT | O_APPEND | O_CLOEXEC, 0o600)
        defer { Glibc.close(logFile) }
        pid = try Spawn.start(Products.path("listend"), arguments, environment: environment,
                              stdout: .descriptor(logFile), stderr: .descriptor(logFile))
        let deadline = Date().addingTimeInterval(10)
        while Date() < deadline {
            if let client = try? ProtocolClient(path: socketPath), (try? client.request(#"{"cmd":"hello"}"#)) != nil { return }
            if waitpid(pid, nil, WNOHANG) == pid { throw ShellError("listend exited at start: \(self.log(tail: 20))") }
            usleep(20_000)
        }
        throw ShellError("listend did not answer within 10 s: \(self.log(tail: 20))")
    }

    /// The last lines of the daemon's log.
    public func log(tail lines: Int) -> String {
        let text = (try? String(contentsOfFile: logPath, encoding: .utf8)) ?? ""
        return text.split(separator: "\n").suffix(lines).joined(separator: "\n")
    }

    /// Sends a signal and waits for the process to end (killing it after 10 s); returns its exit
    /// code, 128 + the signal's number when a signal ended it.
    @discardableResult
    public func stop(signal: Int32 = SIGTERM) -> Int32 {
        guard pid > 0 else { return 0 }
        let code = Spawn.stop(pid, signal: signal) ?? -1
        pid = 0
        return code
    }

    /// A new connection to the daemon.
    public func connect() throws -> ProtocolClient {
        try ProtocolClient(path: socketPath)
    }

    public func close() {
        stop(signal: SIGKILL)
        folder.remove()
    }
}
