import Foundation

/// A PulseAudio server private to the test process: its own runtime dir, a null sink, started
/// once on first use and stopped by pid when the process exits.
///
/// Tests never touch a sound server that happens to be running on the machine. Its null sinks
/// are loaded with `norewinds=1`: such a sink renders in blocks of at most 50 ms from the start,
/// where an idle null sink with rewinds renders 2 s ahead, so a stream or a recording of its
/// monitor began on a fresh sink would only come through up to 2 s later.
public final class PrivatePulseAudio: @unchecked Sendable {
    /// The server for this test process.
    public static let shared: PrivatePulseAudio = {
        do { return try PrivatePulseAudio() } catch { fatalError("Cannot start a private PulseAudio: \(error)") }
    }()

    /// The runtime directory that holds the server's socket (`pulse/native`).
    public let runtimeDirectory: String
    /// The server address to hand to clients (`unix:…`).
    public var server: String { "unix:\(runtimeDirectory)/pulse/native" }
    private var pid: Int32 = 0

    /// A server of its own for a test that kills or restarts it; stop it with `kill()`.
    public static func dedicated() throws -> PrivatePulseAudio {
        try PrivatePulseAudio(registerForExit: false)
    }

    private init(registerForExit: Bool = true) throws {
        let dir = "/tmp/ld-pulse-\(getpid())-\(UInt32.random(in: 0...UInt32.max))"
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
        runtimeDirectory = dir
        try launch()
        if registerForExit {
            Self.pidToStop = pid
            atexit { if PrivatePulseAudio.pidToStop > 0 { Glibc.kill(PrivatePulseAudio.pidToStop, SIGTERM) } }
        }
    }

    /// Starts the server again in the same runtime folder (after `kill()`).
    public func restart() throws {
        try launch()
    }

    private func launch() throws {
        let dir = runtimeDirectory
        try? FileManager.default.removeItem(atPath: "\(dir)/pulse/pid")
        let result = try Shell.run(
            "pulseaudio", ["--daemonize=yes", "--exit-idle-time=-1", "-n", "--use-pid-file=yes",
                           "--load=module-null-sink sink_name=null \(Self.nullSinkOptions)", "--load=module-native-protocol-unix"],
            environment: Self.environment(dir))
        guard result.status == 0 else { throw ShellError("pulseaudio failed to start: \(result.stderr)") }
        var found: Int32?
        for _ in 0..<100 {
            if let text = try? String(contentsOfFile: "\(dir)/pulse/pid", encoding: .utf8),
               let value = Int32(text.trimmingCharacters(in: .whitespacesAndNewlines)),
               Glibc.kill(value, 0) == 0, FileManager.default.fileExists(atPath: "\(dir)/pulse/native") {
                found = value
                break
            }
            usleep(50_000)
        }
        guard let found else { throw ShellError("pulseaudio started but its socket never appeared in \(dir)") }
        pid = found
    }

    nonisolated(unsafe) private static var pidToStop: Int32 = 0

    /// What every null sink is loaded with: blocks of at most 50 ms (see above).
    static let nullSinkOptions = "norewinds=1"

    /// The environment for a client process: this runtime dir, no other server.
    public static func environment(_ dir: String) -> [String: String] {
        var env = ProcessInfo.processInfo.environment
        env["XDG_RUNTIME_DIR"] = dir
        env["PULSE_SERVER"] = "unix:\(dir)/pulse/native"
        env.removeValue(forKey: "PULSE_SINK")
        env["HOME"] = dir
        return env
    }

    /// The environment for `pactl`, `parec` and friends talking to this server.
    public var clientEnvironment: [String: String] { Self.environment(runtimeDirectory) }

    /// Runs `pactl` against this server.
    @discardableResult
    public func pactl(_ arguments: String...) throws -> String {
        let result = try Shell.run("pactl", arguments, environment: clientEnvironment)
        guard result.status == 0 else { throw ShellError("pactl \(arguments.joined(separator: " ")): \(result.stderr)") }
        return result.stdout
    }

    /// A null sink of its own for one test; unloaded by `remove()`.
    public func makeSink(_ label: String = "t") throws -> TestSink {
        let name = "\(label)_\(UInt32.random(in: 0...UInt32.max))"
        let module = try pactl("load-module", "module-null-sink", "sink_name=\(name)", Self.nullSinkOptions)
            .trimmingCharacters(in: .whitespacesAndNewlines)
        return TestSink(pulse: self, name: name, module: module)
    }

    /// The server's process id.
    public var processID: Int32 { pid }

    /// Stops the server with SIGSTOP, as a hung server would be: its socket stays, nothing answers.
    public func suspend() {
        Glibc.kill(pid, SIGSTOP)
    }

    /// Lets a suspended server go on (SIGCONT).
    public func resume() {
        Glibc.kill(pid, SIGCONT)
    }

    /// Kills the server (as a crash would) and returns once it is gone.
    public func kill() {
        Glibc.kill(pid, SIGKILL)
        for _ in 0..<100 where Glibc.kill(pid, 0) == 0 { usleep(20_000) }
    }
}

/// A per-test null sink on the private server.
public struct TestSink: Sendable {
    public let pulse: PrivatePulseAudio
    public let name: String
    let module: String

    /// Starts recording what this sink plays.
    public func record() throws -> MonitorRecorder {
        try MonitorRecorder(pulse: pulse, source: "\(name).monitor")
    }

    public func remove() {
        _ = try? pulse.pactl("unload-module", module)
    }
}

extension PrivatePulseAudio {
    /// A 16 kHz mono null sink of its own that serves as a microphone: what is played into it
    /// comes out of its monitor source, sample for sample.
    ///
    /// A recording from it may take a moment to bring its first samples, as a real microphone
    /// would; a test waits until a take's `duration` grows before it speaks.
    public func makeMicrophone() throws -> TestMicrophone {
        let name = "mic_\(UInt32.random(in: 0...UInt32.max))"
        let module = try pactl("load-module", "module-null-sink", "sink_name=\(name)", "rate=16000", "channels=1", "format=s16le",
                               Self.nullSinkOptions)
            .trimmingCharacters(in: .whitespacesAndNewlines)
        return TestMicrophone(pulse: self, name: name, module: module)
    }
}

/// A per-test virtual microphone on the private server: `source` is what a recorder records from.
public struct TestMicrophone: Sendable {
    public let pulse: PrivatePulseAudio
    /// The sink that speech is played into.
    public let name: String
    let module: String

    /// The source to record from (`--source`).
    public var source: String { "\(name).monitor" }

    /// Plays a WAV file into the microphone and returns when it has been played. paplay keeps
    /// 200 ms buffered: with less, a busy machine can starve it, and the gaps would break a
    /// sample-for-sample comparison of the take with the file.
    public func say(_ wavFile: String) throws {
        let result = try Shell.run("paplay", ["--device=\(name)", "--latency-msec=200", wavFile], environment: pulse.clientEnvironment)
        guard result.status == 0 else { throw ShellError("paplay \(wavFile): \(result.stderr)") }
    }

    /// Plays a WAV file into the microphone on another thread, after `delay` seconds.
    public func sayLater(_ wavFile: String, after delay: Double = 0) {
        let copy = self
        Thread.detachNewThread {
            usleep(UInt32(delay * 1_000_000))
            try? copy.say(wavFile)
        }
    }

    public func remove() {
        _ = try? pulse.pactl("unload-module", module)
    }
}
