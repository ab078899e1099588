import Foundation
import Localization

/// The bundled content could not be found.
public struct ContentDirectoryError: Error, Equatable, LocalizedError, CustomStringConvertible {
    /// The content folder that was looked for, e.g. "grammar".
    public let subfolder: String
    /// Every folder that was tried, in order.
    public let searched: [String]

    public var description: String {
        // TRANSLATORS: %1$s is a content folder's name (grammar, cards, speaking), %2$s the folders looked in,
        // %3$s an environment variable.
        tr("The bundled %1$s content was not found (looked in %2$s). Set %3$s to the folder that contains %1$s/.",
           subfolder, searched.joined(separator: ", "), ContentDirectory.environmentVariable)
    }

    public var errorDescription: String? { description }
}
