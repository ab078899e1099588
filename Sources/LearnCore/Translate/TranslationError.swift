import Foundation

/// Why a translation history operation was refused; each description is a sentence for the user.
public enum TranslationError: Error, Equatable, LocalizedError, CustomStringConvertible {
    /// No entry with that ID in the account's history.
    case unknownEntry(Int64)
    /// A conversation to record has no utterances.
    case emptyConversation

    public var description: String {
        switch self {
        case .unknownEntry(let id):
            "No translation in your history has the ID \(id)."
        case .emptyConversation:
            "The conversation has no utterances to keep."
        }
    }

    public var errorDescription: String? { description }
}
