import Foundation

/// Why speaking topics could not be read or found; each description is for the user.
public enum SpeakingTopicError: Error, Equatable, LocalizedError, CustomStringConvertible {
    /// Topic files with mistakes: every one found, ordered by file and line.
    case malformed([SpeakingTopicProblem])
    /// No topic has this id or title; `suggestion` is a "Did you mean …?" sentence, if any title is close.
    case unknownTopic(String, suggestion: String?)

    /// The mistakes in `problems`, ordered by file and line.
    static func malformed(sorting problems: [SpeakingTopicProblem]) -> SpeakingTopicError {
        .malformed(problems.sorted { ($0.fileName, $0.line) < ($1.fileName, $1.line) })
    }

    public var description: String {
        switch self {
        case .malformed(let problems):
            let count = problems.count == 1 ? "1 problem" : "\(problems.count) problems"
            let files = Set(problems.map(\.fileName)).sorted().joined(separator: ", ")
            return "\(count) in \(files):\n" + problems.map(\.description).joined(separator: "\n")
        case .unknownTopic(let name, let suggestion):
            return ["There is no speaking topic called “\(name)”.", suggestion].compactMap { $0 }.joined(separator: " ")
        }
    }

    public var errorDescription: String? { description }
}
