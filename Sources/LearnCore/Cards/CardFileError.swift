import Foundation
import Localization

/// A plain-text card file that cannot be imported; nothing was imported from it.
public struct CardFileError: Error, Equatable, LocalizedError, CustomStringConvertible {
    /// The file as the user named it.
    public var file: String
    /// The line at fault, when there is one.
    public var line: Int?
    /// What is wrong, as a sentence.
    public var message: String

    public init(file: String, line: Int?, message: String) {
        self.file = file
        self.line = line
        self.message = message
    }

    public var description: String {
        if let line {
            return tr("%s, line %s: %s Nothing was imported.", file, String(line), message)
        }
        return tr("%s: %s Nothing was imported.", file, message)
    }

    public var errorDescription: String? { description }
}
