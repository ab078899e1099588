import Foundation

/// The reminder could not be set: its message, reported on standard error with exit status 1.
struct ReminderError: Error, CustomStringConvertible, LocalizedError {
    let description: String
    init(_ description: String) { self.description = description }
    var errorDescription: String? { description }
}
