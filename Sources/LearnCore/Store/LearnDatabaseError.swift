import Foundation
import GRDB

/// The learning database could not be used; the file was left as it was.
public enum LearnDatabaseError: Error, Equatable, LocalizedError, CustomStringConvertible {
    /// The file cannot be opened or read, or is not a (sound) SQLite database.
    case unreadable(path: String, reason: String)
    /// Another process holds the database longer than the busy timeout.
    case locked(path: String)
    /// The database was written by a newer learnctl with migrations this one does not know.
    case newerSchema(path: String)

    /// `error` as a ``LearnDatabaseError`` when it is a storage failure, otherwise unchanged.
    static func translating(_ error: any Error, path: String) -> any Error {
        guard let error = error as? DatabaseError else { return error }
        switch error.resultCode {
        case .SQLITE_BUSY, .SQLITE_LOCKED:
            return LearnDatabaseError.locked(path: path)
        case .SQLITE_CORRUPT, .SQLITE_NOTADB, .SQLITE_CANTOPEN, .SQLITE_IOERR, .SQLITE_PERM,
             .SQLITE_READONLY, .SQLITE_AUTH, .SQLITE_FULL, .SQLITE_NOLFS, .SQLITE_PROTOCOL:
            return LearnDatabaseError.unreadable(path: path, reason: error.message ?? "SQLite error \(error.resultCode.rawValue)")
        default:
            return error
        }
    }

    public var description: String {
        switch self {
        case .unreadable(let path, let reason):
            "The learning database at \(path) is unreadable (\(reason)); it was left unchanged."
        case .locked(let path):
            "The learning database at \(path) is locked by another program; it was left unchanged. Try again in a moment."
        case .newerSchema(let path):
            "The learning database at \(path) was written by a newer version of learnctl; update learnctl to use it."
        }
    }

    public var errorDescription: String? { description }
}
