import Foundation

/// A private session bus: `dbus-daemon` on a socket in a temporary folder, for the MPRIS tests.
/// `playerctl`, `busctl --user` and `gdbus` reach it through `environment`.
public final class PrivateSessionBus: @unchecked Sendable {
    public let folder: TemporaryFolder
    /// `unix:path=…`, as DBUS_SESSION_BUS_ADDRESS takes it.
    public let address: String
    private let socketPath: String
    private var pid: pid_t = 0

    public init() throws {
        folder = try TemporaryFolder("bus")
        socketPath = "\(folder.path)/bus"
        address = "unix:path=\(socketPath)"
        let configuration = """
            <!DOCTYPE busconfig PUBLIC "-//freedesktop//DTD D-Bus Bus Configuration 1.0//EN"
             "http://www.freedesktop.org/standards/dbus/1.0/busconfig.dtd">
            <busconfig>
              <type>session</type>
              <listen>\(address)</listen>
              <auth>EXTERNAL</auth>
              <policy context="default">
                <allow send_destination="*" eavesdrop="true"/>
                <allow eavesdrop="true"/>
                <allow own="*"/>
              </policy>
            </busconfig>
            """
        try configuration.write(toFile: "\(folder.path)/session.conf", atomically: true, encoding: .utf8)
        try start()
    }

    deinit {
        stop()
        folder.remove()
    }

    /// Starts the bus (again, at the same address) and waits until it accepts connections.
    public func start() throws {
        unlink(socketPath)
        pid = try Spawn.start("dbus-daemon", ["--config-file=\(folder.path)/session.conf", "--nofork", "--nopidfile"],
                              environment: ProcessInfo.processInfo.environment, stdout: .null, stderr: .null, searchPath: true)
        let deadline = Date().addingTimeInterval(10)
        while Date() < deadline {
            if (try? run("busctl", ["--user", "list", "--no-pager"], timeout: 5))?.status == 0 { return }
            usleep(20_000)
        }
        throw ShellError("dbus-daemon did not start on \(address) within 10 s")
    }

    /// Kills the bus, as a crashed session would.
    public func stop() {
        guard pid > 0 else { return }
        _ = Spawn.stop(pid, signal: SIGKILL)
        pid = 0
    }

    /// Stops the bus process (SIGSTOP): connections stay open and nothing is read from them.
    public func suspend() { if pid > 0 { kill(pid, SIGSTOP) } }

    /// Lets a suspended bus go on.
    public func resume() { if pid > 0 { kill(pid, SIGCONT) } }

    /// The process environment with DBUS_SESSION_BUS_ADDRESS pointing here.
    public var environment: [String: String] {
        var environment = ProcessInfo.processInfo.environment
        environment["DBUS_SESSION_BUS_ADDRESS"] = address
        return environment
    }

    /// Runs a bus client (`playerctl`, `busctl`, `gdbus`, `dbus-monitor`) against this bus.
    public func run(_ program: String, _ arguments: [String], timeout: Double = 20) throws -> Shell.Result {
        try Shell.run(program, arguments, environment: environment, timeout: timeout)
    }

    /// Runs `playerctl -p listend …` and returns its standard output without the final newline;
    /// throws when it fails.
    @discardableResult
    public func playerctl(_ arguments: String...) throws -> String {
        let result = try run("playerctl", ["-p", "listend"] + arguments)
        guard result.status == 0 else {
            throw ShellError("playerctl \(arguments.joined(separator: " ")) failed (\(result.status)): \(result.stderr)")
        }
        return result.stdout.hasSuffix("\n") ? String(result.stdout.dropLast()) : result.stdout
    }
}

extension PrivateSessionBus {
    /// Whether `name` is owned on the bus (or not, with `present: false`) within `timeout` seconds.
    public func waitForName(_ name: String = "org.mpris.MediaPlayer2.listend", present: Bool = true, timeout: Double = 10) -> Bool {
        let deadline = Date().addingTimeInterval(timeout)
        repeat {
            if let listed = try? run("busctl", ["--user", "list", "--no-pager", "--acquired", "--no-legend"], timeout: 5),
               listed.stdout.split(separator: "\n").contains(where: { $0.split(separator: " ").first.map(String.init) == name }) == present {
                return true
            }
            usleep(50_000)
        } while Date() < deadline
        return false
    }

    /// A property of the MPRIS player read with `busctl`, as it prints it ("x 30000000", "d 0.75").
    public func playerProperty(_ name: String, interface: String = "org.mpris.MediaPlayer2.Player") throws -> String {
        let result = try run("busctl", ["--user", "get-property", "org.mpris.MediaPlayer2.listend", "/org/mpris/MediaPlayer2",
                                        interface, name])
        guard result.status == 0 else { throw ShellError("busctl get-property \(name) failed: \(result.stderr)") }
        return result.stdout.trimmingCharacters(in: .whitespacesAndNewlines)
    }
}

/// `dbus-monitor` watching the signals a private bus carries, its output in a file.
public final class BusMonitor: @unchecked Sendable {
    private let pid: pid_t
    private let outputPath: String

    /// Starts watching the signals `match` selects and waits until the monitor is in place.
    public init(_ bus: PrivateSessionBus, match: String = "type='signal',path='/org/mpris/MediaPlayer2'") throws {
        outputPath = "\(bus.folder.path)/monitor-\(UInt32.random(in: 0...UInt32.max)).txt"
        let file = open(outputPath, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o600)
        defer { close(file) }
        pid = try Spawn.start("dbus-monitor", ["--session", match], environment: bus.environment,
                              stdout: .descriptor(file), stderr: .descriptor(file), searchPath: true)
        // It becomes a monitor by giving up its own name.
        let deadline = Date().addingTimeInterval(10)
        while !text.contains("member=NameLost"), Date() < deadline { usleep(20_000) }
    }

    deinit {
        _ = Spawn.stop(pid, signal: SIGKILL)
    }

    /// Everything printed so far.
    public var text: String {
        (try? String(contentsOfFile: outputPath, encoding: .utf8)) ?? ""
    }

    /// Each signal named `member`, as printed: its header line and its arguments.
    public func signals(_ member: String) -> [String] {
        text.components(separatedBy: "\nsignal ").filter { $0.contains("member=\(member)\n") || $0.hasSuffix("member=\(member)") }
    }

    /// The positions the `Seeked` signals carried, in µs.
    public func seekedPositions() -> [Int64] {
        signals("Seeked").compactMap { block in
            block.split(separator: "\n").first { $0.contains("int64 ") }.flatMap { Int64($0.split(separator: " ").last ?? "") }
        }
    }

    /// Waits until at least `count` `Seeked` signals have arrived; returns their positions.
    public func waitForSeeked(count: Int, timeout: Double = 10) -> [Int64] {
        let deadline = Date().addingTimeInterval(timeout)
        while seekedPositions().count < count, Date() < deadline { usleep(20_000) }
        return seekedPositions()
    }

    /// The names of the properties each `PropertiesChanged` carried.
    public func changedProperties() -> [[String]] {
        signals("PropertiesChanged").map { block in
            let lines = block.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
            return zip(lines, lines.dropFirst()).compactMap { line, next in
                guard line == "dict entry(", next.hasPrefix("string \""), !next.contains(":") else { return nil }
                return String(next.dropFirst(8).dropLast())
            }
        }
    }

    /// Waits until a `PropertiesChanged` carries `property` and `text` appears in it.
    public func waitForChange(_ property: String, containing needle: String = "", timeout: Double = 10) -> Bool {
        let deadline = Date().addingTimeInterval(timeout)
        repeat {
            if signals("PropertiesChanged").contains(where: { $0.contains("string \"\(property)\"") && $0.contains(needle) }) { return true }
            usleep(20_000)
        } while Date() < deadline
        return false
    }
}
