import Foundation

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
