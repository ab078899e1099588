/// A mistake in a speaking topic file, at a line (0 when it concerns the whole file).
public struct SpeakingTopicProblem: Sendable, Equatable, CustomStringConvertible {
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
