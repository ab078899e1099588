import Foundation
import Localization

/// Why a speaking history operation was refused; each description is a sentence for the user.
public enum SpeakingHistoryError: Error, Equatable, LocalizedError, CustomStringConvertible {
    /// No attempt with that ID in the account's history.
    case unknownAttempt(Int64)
    /// A number of takes to keep below 0 or above ``SpeakingSettings/maximumKeptTakes``.
    case keptTakesOutOfRange(Int)

    public var description: String {
        switch self {
        case .unknownAttempt(let id):
            tr("No speaking attempt in your history has the ID %s.", String(id))
        case .keptTakesOutOfRange(let count):
            tr("%1$s takes cannot be kept; keep from 0 to %2$s.", String(count), String(SpeakingSettings.maximumKeptTakes))
        }
    }

    public var errorDescription: String? { description }
}
