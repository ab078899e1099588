import Foundation
import TestSupport

/// What one run of `learnctl` produced.
struct LearnctlResult {
    let status: Int32
    let stdout: String
    let stderr: String
}

/// Runs the built `learnctl` binary in a throwaway home of its own.
///
/// Each runner has a temporary `HOME` with `XDG_DATA_HOME` and `XDG_STATE_HOME` inside it
/// and an environment of its own (nothing is inherited but `PATH`), so tests can run in
/// parallel. Everything is deleted when the runner is released.
///
///     let cli = try LearnctlRunner()
///     let result = try cli.run(["signup", "--email", "ada@example.com", "--password-stdin"], stdin: "secret words\n")
final class LearnctlRunner {
    /// ArgumentParser's exit status for usage errors (EX_USAGE).
    static let usageErrorStatus: Int32 = 2

    /// The temporary root: `home` plus a place for captured output outside it.
    let root: URL
    /// The `HOME` of the runs; every file learnctl writes lands below it (unless `LEARNCTL_DB` points elsewhere).
    let home: URL
    /// The environment of every run; change it to test other settings.
    var environment: [String: String]
    /// The program run: `learnctl`, or `learnctl-study` to go around learnctl's quick commands.
    var program = "learnctl"

    /// A runner with a fresh home. With `databaseURL`, `LEARNCTL_DB` points there, so two runners
    /// can act as two machines (two session files) sharing one database.
    init(databaseURL: URL? = nil) throws {
        root = FileManager.default.temporaryDirectory
            .appendingPathComponent("learnctlTests-\(UUID().uuidString)", isDirectory: true)
        home = root.appendingPathComponent("home", isDirectory: true)
        try FileManager.default.createDirectory(at: home, withIntermediateDirectories: true)
        try FileManager.default.createDirectory(
            at: root.appendingPathComponent("io"), withIntermediateDirectories: true)
        environment = [
            "PATH": ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin",
            "HOME": home.path,
            "XDG_DATA_HOME": home.appendingPathComponent(".local/share").path,
            "XDG_STATE_HOME": home.appendingPathComponent(".local/state").path,
        ]
        if let databaseURL {
            environment["LEARNCTL_DB"] = databaseURL.path
        }
        environment["LEARNCTL_LOCALEDIR"] = MessageCatalogs.directory
    }

    deinit {
        try? FileManager.default.removeItem(at: root)
    }

    /// The database the runs use.
    var databaseURL: URL {
        environment["LEARNCTL_DB"].map { URL(fileURLWithPath: $0) }
            ?? URL(fileURLWithPath: environment["XDG_DATA_HOME"]!).appendingPathComponent("learnctl/learn.sqlite")
    }

    /// The session file the runs use.
    var sessionFileURL: URL {
        URL(fileURLWithPath: environment["XDG_STATE_HOME"]!).appendingPathComponent("learnctl/session")
    }

    /// Runs `learnctl arguments` with `stdin` as standard input (not a terminal) and waits for it.
    /// `now` sets `LEARNCTL_NOW` for this run.
    func run(_ arguments: [String], stdin: String = "", now: String? = nil) throws -> LearnctlResult {
        try launch(arguments, stdin: stdin, now: now).finish()
    }

    /// Starts `learnctl arguments` without waiting, e.g. to run several at once.
    func launch(_ arguments: [String], stdin: String = "", now: String? = nil) throws -> RunningLearnctl {
        let io = root.appendingPathComponent("io/\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: io, withIntermediateDirectories: true)
        let inputURL = io.appendingPathComponent("stdin")
        try Data(stdin.utf8).write(to: inputURL)
        let outputURL = io.appendingPathComponent("stdout")
        let errorURL = io.appendingPathComponent("stderr")
        try Data().write(to: outputURL)
        try Data().write(to: errorURL)

        let process = try makeProcess(arguments, now: now)
        process.standardInput = try FileHandle(forReadingFrom: inputURL)
        process.standardOutput = try FileHandle(forWritingTo: outputURL)
        process.standardError = try FileHandle(forWritingTo: errorURL)
        try process.start()
        return RunningLearnctl(process: process, outputURL: outputURL, errorURL: errorURL)
    }

    /// A process for `learnctl arguments` with this runner's environment, its I/O not yet set.
    func makeProcess(_ arguments: [String], now: String? = nil) throws -> Process {
        let process = Process()
        process.executableURL = try Self.executableURL(named: program)
        process.arguments = arguments
        var environment = environment
        environment["LEARNCTL_NOW"] = now
        process.environment = environment
        return process
    }

    /// Every regular file below `home`.
    func filesUnderHome() throws -> [URL] {
        let enumerator = FileManager.default.enumerator(at: home, includingPropertiesForKeys: [.isRegularFileKey])
        return try (enumerator?.allObjects as? [URL] ?? []).filter {
            try $0.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile == true
        }
    }

    /// The `learnctl` (or `name`) built next to the test bundle (or `$LEARNCTL_BINARY` for learnctl).
    static func executableURL(named name: String = "learnctl") throws -> URL {
        if name == "learnctl", let override = ProcessInfo.processInfo.environment["LEARNCTL_BINARY"] {
            return URL(fileURLWithPath: override)
        }
        let candidates = [
            URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent(),
            Bundle.main.bundleURL.deletingLastPathComponent(),
            Bundle.main.bundleURL,
        ].map { $0.resolvingSymlinksInPath().appendingPathComponent(name) }
        guard let found = candidates.first(where: { FileManager.default.isExecutableFile(atPath: $0.path) }) else {
            throw LearnctlNotBuilt(searched: candidates.map(\.path))
        }
        return found
    }
}

/// A `learnctl` process started by ``LearnctlRunner/launch(_:stdin:now:)``.
struct RunningLearnctl {
    let process: Process
    let outputURL: URL
    let errorURL: URL

    /// Waits (at most `timeout` seconds) for the process and returns what it produced.
    func finish(timeout: TimeInterval = 60) throws -> LearnctlResult {
        try waitForExit(of: process, timeout: timeout)
        return LearnctlResult(status: process.terminationStatus, stdout: try Self.read(outputURL), stderr: try Self.read(errorURL))
    }

    /// The file's text. Tests start processes in parallel through Foundation's `Process`, which
    /// can close a descriptor number another thread has just been given; a read that fails with
    /// EBADF that way is made again on a new descriptor, after a pause that grows (other tests
    /// keep starting processes meanwhile).
    static func read(_ url: URL) throws -> String {
        for attempt in 1..<6 {
            do {
                return try String(contentsOf: url, encoding: .utf8)
            } catch let error as NSError where (error.userInfo[NSUnderlyingErrorKey] as? NSError)?.code == Int(EBADF) {
                usleep(useconds_t(10_000 * attempt))
            }
        }
        return try String(contentsOf: url, encoding: .utf8)
    }
}

/// Waits for `process` to exit; kills it and throws after `timeout` seconds.
func waitForExit(of process: Process, timeout: TimeInterval) throws {
    let deadline = Date().addingTimeInterval(timeout)
    while process.isRunning {
        if Date() > deadline {
            process.terminate()
            throw LearnctlTimedOut(arguments: process.arguments ?? [], timeout: timeout)
        }
        usleep(10_000)
    }
    process.waitUntilExit()
}

/// `learnctl` was not found next to the tests.
struct LearnctlNotBuilt: Error, CustomStringConvertible {
    let searched: [String]
    var description: String {
        "learnctl is not built next to the tests (looked at \(searched.joined(separator: ", "))); "
            + "build it with `swift build --product learnctl` or set LEARNCTL_BINARY."
    }
}

/// A `learnctl` run that did not finish in time.
struct LearnctlTimedOut: Error, CustomStringConvertible {
    let arguments: [String]
    let timeout: TimeInterval
    var description: String { "learnctl \(arguments.joined(separator: " ")) did not finish within \(timeout) s" }
}
