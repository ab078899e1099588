import Foundation
import TestSupport
#if canImport(Glibc)
import Glibc
#endif

/// A `learnctl tests … --json` run driven line by line: the test reads each card as it appears
/// and decides what to type next, as a script or a front end would.
final class LearnctlDialogue {
    private let process: Process
    private let input: FileHandle
    private let output: FileHandle
    private var buffer = Data()

    init(_ cli: LearnctlRunner, _ arguments: [String]) throws {
        process = try cli.makeProcess(arguments)
        let inputPipe = Pipe()
        let outputPipe = Pipe()
        process.standardInput = inputPipe
        process.standardOutput = outputPipe
        process.standardError = FileHandle.nullDevice
        try process.start()
        input = inputPipe.fileHandleForWriting
        output = outputPipe.fileHandleForReading
    }

    deinit {
        if process.isRunning { process.terminate() }
    }

    /// Types `line` and Enter.
    func send(_ line: String) {
        input.write(Data((line + "\n").utf8))
    }

    /// The next card, which must be of type `type`; throws after `timeout` seconds.
    func next(_ type: String, timeout: TimeInterval = 30) throws -> [String: Any] {
        let line = try nextLine(timeout: timeout)
        guard let object = try? JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any],
              object["type"] as? String == type
        else { throw ScriptedRunFailed(description: "expected a “\(type)” card, got: \(line)") }
        return object
    }

    /// Closes the input and returns the exit status.
    func finish(timeout: TimeInterval = 30) throws -> Int32 {
        try input.close()
        try waitForExit(of: process, timeout: timeout)
        return process.terminationStatus
    }

    private func nextLine(timeout: TimeInterval) throws -> String {
        let deadline = Date().addingTimeInterval(timeout)
        while true {
            if let newline = buffer.firstIndex(of: UInt8(ascii: "\n")) {
                let line = String(decoding: buffer[buffer.startIndex..<newline], as: UTF8.self)
                buffer = Data(buffer[buffer.index(after: newline)...])
                return line
            }
            var descriptor = pollfd(fd: output.fileDescriptor, events: Int16(POLLIN), revents: 0)
            let remaining = Int32(max(0, deadline.timeIntervalSinceNow) * 1000)
            guard remaining > 0, poll(&descriptor, 1, remaining) > 0 else {
                throw ScriptedRunFailed(description: "no output within \(timeout) s")
            }
            let chunk = output.availableData
            guard !chunk.isEmpty else { throw ScriptedRunFailed(description: "the output ended") }
            buffer.append(chunk)
        }
    }
}
