import Foundation

/// A failure running a helper program in a test.
public struct ShellError: Error, CustomStringConvertible {
    public let description: String
    public init(_ description: String) { self.description = description }
}

/// Runs helper programs (pactl, sox, …) for tests.
public enum Shell {
    public struct Result: Sendable {
        public let status: Int32
        public let stdout: String
        public let stderr: String
    }

    /// Runs `program` (looked up on PATH) to completion, at most `timeout` seconds.
    ///
    /// Output goes to files rather than pipes: nothing waits for an end of stream that a
    /// process started meanwhile by another test could hold back.
    public static func run(_ program: String, _ arguments: [String], environment: [String: String]? = nil,
                           input: String? = nil, timeout: Double = 60) throws -> Result {
        let folder = try TemporaryFolder("sh")
        defer { folder.remove() }
        let files = ["stdin", "stdout", "stderr"].map { "\(folder.path)/\($0)" }
        try Data((input ?? "").utf8).write(to: URL(fileURLWithPath: files[0]))
        for file in files.dropFirst() { FileManager.default.createFile(atPath: file, contents: nil) }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = [program] + arguments
        if let environment { process.environment = environment }
        process.standardInput = try FileHandle(forReadingFrom: URL(fileURLWithPath: files[0]))
        process.standardOutput = try FileHandle(forWritingTo: URL(fileURLWithPath: files[1]))
        process.standardError = try FileHandle(forWritingTo: URL(fileURLWithPath: files[2]))
        try process.start()
        let deadline = Date().addingTimeInterval(timeout)
        while process.isRunning, Date() < deadline { usleep(2_000) }
        if process.isRunning {
            kill(process.processIdentifier, SIGKILL)
            process.waitUntilExit()
            throw ShellError("\(program) \(arguments.joined(separator: " ")) did not finish within \(Int(timeout)) s")
        }
        let read = { (path: String) in String(decoding: FileManager.default.contents(atPath: path) ?? Data(), as: UTF8.self) }
        return Result(status: process.terminationStatus, stdout: read(files[1]), stderr: read(files[2]))
    }
}
