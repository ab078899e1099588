import Foundation
import Localization

/// The export file could not be written.
struct ExportWriteError: Error, LocalizedError, CustomStringConvertible {
    let path: String
    let reason: String

    var description: String { tr("Could not write %s: %s.", path, reason) }
    var errorDescription: String? { description }
}
