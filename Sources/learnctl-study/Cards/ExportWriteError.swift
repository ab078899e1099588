import Foundation

/// The export file could not be written.
struct ExportWriteError: Error, LocalizedError, CustomStringConvertible {
    let path: String
    let reason: String

    var description: String { "Could not write \(path): \(reason)." }
    var errorDescription: String? { description }
}
