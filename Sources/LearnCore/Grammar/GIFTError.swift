import Foundation
import Localization

/// Question files with mistakes.
public struct GIFTError: Error, Equatable, LocalizedError, CustomStringConvertible {
    /// Every mistake found, ordered by file and line.
    public let problems: [GIFTProblem]

    public init(problems: [GIFTProblem]) {
        self.problems = problems.sortedByPlace
    }

    public var description: String { problems.report }

    public var errorDescription: String? { description }
}
