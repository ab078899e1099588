import Foundation
import Localization

/// Why a speaking history operation was refused; each description is a sentence for the user.
public enum SpeakingHistoryError: Error, Equatable, LocalizedError, CustomStringConvertible {
    /// No attempt with that ID in the account's history.
    case unknownAttempt(Int64)

    public var description: String {
        switch self {
        case .unknownAttempt(let id):
            tr("No speaking attempt in your history has the ID %s.", String(id))
        }
    }

    public var errorDescription: String? { description }
}
