import Foundation

/// A mistake in a question file, at a line (0 when it concerns the whole file).
public struct GIFTProblem: Sendable, Equatable, CustomStringConvertible {
    public let fileName: String
    public let line: Int
    public let message: String

    public init(fileName: String, line: Int, message: String) {
        self.fileName = fileName
        self.line = line
        self.message = message
    }

    /// `file:line: message`, or `file: message` for the whole file.
    public var description: String {
        line > 0 ? "\(fileName):\(line): \(message)" : "\(fileName): \(message)"
    }
}

/// Question files with mistakes.
public struct GIFTError: Error, Equatable, LocalizedError, CustomStringConvertible {
    /// Every mistake found, ordered by file and line.
    public let problems: [GIFTProblem]

    public init(problems: [GIFTProblem]) {
        self.problems = problems.sorted { ($0.fileName, $0.line) < ($1.fileName, $1.line) }
    }

    public var description: String {
        let count = problems.count == 1 ? "1 problem" : "\(problems.count) problems"
        let files = Set(problems.map(\.fileName)).sorted().joined(separator: ", ")
        return "\(count) in \(files):\n" + problems.map(\.description).joined(separator: "\n")
    }

    public var errorDescription: String? { description }
}
