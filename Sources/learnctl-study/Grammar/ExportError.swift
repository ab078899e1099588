import Foundation
import Localization

/// A GIFT file that `learnctl tests export` could not write.
enum ExportError: Error, LocalizedError, CustomStringConvertible {
    case unwritable(path: String)

    var description: String {
        switch self {
        case .unwritable(let path): tr("Cannot write %s; nothing was exported.", path)
        }
    }

    var errorDescription: String? { description }
}
