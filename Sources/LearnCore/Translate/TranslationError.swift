import Foundation
import Localization

/// Why a translation history operation was refused; each description is a sentence for the user.
public enum TranslationError: Error, Equatable, LocalizedError, CustomStringConvertible {
    /// No entry with that ID in the account's history.
    case unknownEntry(Int64)
    /// A conversation to record has no utterances.
    case emptyConversation
    /// A number of translations to keep below 1.
    case keptEntriesOutOfRange(Int)

    public var description: String {
        switch self {
        case .unknownEntry(let id):
            tr("No translation in your history has the ID %s.", String(id))
        case .emptyConversation:
            tr("The conversation has no utterances to keep.")
        case .keptEntriesOutOfRange(let count):
            tr("%s translations cannot be kept; keep at least 1.", String(count))
        }
    }

    public var errorDescription: String? { description }
}
