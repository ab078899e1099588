import Foundation

/// A `listend` process started as it is, its standard error kept in a file; for tests about how
/// it starts and stops rather than what it serves (`DaemonProcess` waits until it answers).
public final class ListendLaunch: @unchecked Sendable {
    public let pid: pid_t
    public let errorPath: String
    private var exitStatus: Int32?

    public init(_ arguments: [String], errorPath: String, environment: [String: String] = ProcessInfo.processInfo.environment) throws {
        self.errorPath = errorPath
        let errorFile = open(errorPath, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o600)
        defer { Glibc.close(errorFile) }
        pid = try Spawn.start(Products.path("listend"), arguments, environment: environment, stderr: .descriptor(errorFile))
    }

    /// The exit status once the process has ended (within `timeout` seconds), else nil.
    public func exitStatus(within timeout: Double) -> Int32? {
        if let exitStatus { return exitStatus }
        exitStatus = Spawn.exitCode(of: pid, within: timeout)
        return exitStatus
    }

    /// Sends `signal` and waits for the end (killing it after 10 s); returns the exit status.
    @discardableResult
    public func stop(signal: Int32 = SIGTERM) -> Int32? {
        if let exitStatus { return exitStatus }
        exitStatus = Spawn.stop(pid, signal: signal)
        return exitStatus
    }

    /// What the process wrote to standard error.
    public var errorText: String {
        (try? String(contentsOfFile: errorPath, encoding: .utf8)) ?? ""
    }
}
