import Foundation
import Localization

/// Why speaking topics could not be read or found; each description is for the user.
public enum SpeakingTopicError: Error, Equatable, LocalizedError, CustomStringConvertible {
    /// Topic files with mistakes: every one found, ordered by file and line.
    case malformed([SpeakingTopicProblem])
    /// No topic has this id or title; `suggestion` is a "Did you mean …?" sentence, if any title is close.
    case unknownTopic(String, suggestion: String?)

    /// The mistakes in `problems`, ordered by file and line.
    static func malformed(sorting problems: [SpeakingTopicProblem]) -> SpeakingTopicError {
        .malformed(problems.sortedByPlace)
    }

    public var description: String {
        switch self {
        case .malformed(let problems):
            return problems.report
        case .unknownTopic(let name, let suggestion):
            return [tr("There is no speaking topic called “%s”.", name), suggestion].compactMap { $0 }.joined(separator: " ")
        }
    }

    public var errorDescription: String? { description }
}
