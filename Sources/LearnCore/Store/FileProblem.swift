import Localization

/// A mistake in a content file (a grammar topic, a speaking topic), at a line (0 when it
/// concerns the whole file).
public struct FileProblem: Sendable, Equatable, CustomStringConvertible {
    public let fileName: String
    public let line: Int
    public let message: String

    /// `file:line: message`, or `file: message` for the whole file.
    public var description: String {
        line > 0 ? "\(fileName):\(line): \(message)" : "\(fileName): \(message)"
    }
}

/// A mistake in a grammar topic (GIFT) file.
public typealias GIFTProblem = FileProblem

/// A mistake in a speaking topic file.
public typealias SpeakingTopicProblem = FileProblem

extension [FileProblem] {
    /// The problems ordered by file and line.
    var sortedByPlace: [FileProblem] {
        sorted { ($0.fileName, $0.line) < ($1.fileName, $1.line) }
    }

    /// "2 problems in a.gift, b.gift:" and the problems, one a line.
    var report: String {
        let files = Set(map(\.fileName)).sorted().joined(separator: ", ")
        let heading = trn("%s problem in %s:", "%s problems in %s:", count, String(count), files)
        return heading + "\n" + map(\.description).joined(separator: "\n")
    }
}
