import Foundation
import LearnCore

/// A question file that `learnctl tests import` could not import; nothing was stored.
enum ImportError: Error, LocalizedError, CustomStringConvertible {
    case unreadable(path: String)
    case invalid(GIFTError)

    var description: String {
        switch self {
        case .unreadable(let path):
            "Cannot read \(path) as a UTF-8 text file; nothing was imported."
        case .invalid(let error):
            "\(error.description)\nNothing was imported."
        }
    }

    var errorDescription: String? { description }
}
