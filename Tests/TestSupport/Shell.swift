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
        // posix_spawn and waitpid rather than Foundation's Process: its reaper can miss a child
        // that exits while many others start and end, and waitUntilExit then never returns.
        let descriptors = [open(files[0], O_RDONLY | O_CLOEXEC), open(files[1], O_WRONLY | O_CLOEXEC),
                           open(files[2], O_WRONLY | O_CLOEXEC)]
        defer { descriptors.filter { $0 >= 0 }.forEach { close($0) } }
        guard !descriptors.contains(where: { $0 < 0 }) else { throw ShellError("cannot open the files for \(program)") }
        let pid = try Spawn.start(program, arguments, environment: environment ?? ProcessInfo.processInfo.environment,
                                  stdin: .descriptor(descriptors[0]), stdout: .descriptor(descriptors[1]),
                                  stderr: .descriptor(descriptors[2]), searchPath: true)
        guard let status = Spawn.exitCode(of: pid, within: timeout) else {
            Spawn.stop(pid, signal: SIGKILL, timeout: 5)
            throw ShellError("\(program) \(arguments.joined(separator: " ")) did not finish within \(Int(timeout)) s")
        }
        let read = { (path: String) in String(decoding: FileManager.default.contents(atPath: path) ?? Data(), as: UTF8.self) }
        return Result(status: status, stdout: read(files[1]), stderr: read(files[2]))
    }
}
