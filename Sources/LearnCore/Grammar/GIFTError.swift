import Foundation
import Localization

/// Question files with mistakes.
public struct GIFTError: Error, Equatable, LocalizedError, CustomStringConvertible {
    /// Every mistake found, ordered by file and line.
    public let problems: [GIFTProblem]

    public init(problems: [GIFTProblem]) {
        self.problems = problems.sorted { ($0.fileName, $0.line) < ($1.fileName, $1.line) }
    }

    public var description: String {
        let files = Set(problems.map(\.fileName)).sorted().joined(separator: ", ")
        let heading = trn("%s problem in %s:", "%s problems in %s:", problems.count, String(problems.count), files)
        return heading + "\n" + problems.map(\.description).joined(separator: "\n")
    }

    public var errorDescription: String? { description }
}
