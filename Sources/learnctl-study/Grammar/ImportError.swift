import Foundation
import LearnCore
import Localization

/// A question file that `learnctl tests import` could not import; nothing was stored.
enum ImportError: Error, LocalizedError, CustomStringConvertible {
    case unreadable(path: String)
    case invalid(GIFTError)

    var description: String {
        switch self {
        case .unreadable(let path):
            tr("Cannot read %s as a UTF-8 text file; nothing was imported.", path)
        case .invalid(let error):
            error.description + "\n" + tr("Nothing was imported.")
        }
    }

    var errorDescription: String? { description }
}
