import Foundation

/// The bundled content could not be found.
public struct ContentDirectoryError: Error, Equatable, LocalizedError, CustomStringConvertible {
    /// The content folder that was looked for, e.g. "grammar".
    public let subfolder: String
    /// Every folder that was tried, in order.
    public let searched: [String]

    public var description: String {
        "The bundled \(subfolder) content was not found (looked in \(searched.joined(separator: ", "))). "
            + "Set \(ContentDirectory.environmentVariable) to the folder that contains \(subfolder)/."
    }

    public var errorDescription: String? { description }
}
