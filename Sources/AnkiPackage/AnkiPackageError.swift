import Foundation

/// Why an Anki package could not be read or written.
public enum AnkiPackageError: Error, Equatable, CustomStringConvertible {
    /// The file is not a zip archive, or it holds no collection.
    case notAPackage(String)
    /// The package is made by a version of Anki this reader does not know.
    case unsupportedVersion(Int)
    /// Part of the package cannot be read (its details).
    case damaged(String)
    /// The package cannot be written (its details).
    case unwritable(String)

    public var description: String {
        switch self {
        case .notAPackage(let detail): "not an Anki package (\(detail))"
        case .unsupportedVersion(let version): "a package of an unknown Anki format (version \(version))"
        case .damaged(let detail): "the package is damaged (\(detail))"
        case .unwritable(let detail): "the package cannot be written (\(detail))"
        }
    }
}
