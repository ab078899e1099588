import Foundation
import GRDB
import Localization

/// The learning database could not be used; the file was left as it was.
public enum LearnDatabaseError: Error, Equatable, LocalizedError, CustomStringConvertible {
    /// The file cannot be opened or read, or is not a (sound) SQLite database.
    case unreadable(path: String, reason: String)
    /// The file is read-only or the disk is full.
    case unwritable(path: String, reason: String)
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
             .SQLITE_AUTH, .SQLITE_NOLFS, .SQLITE_PROTOCOL:
            return LearnDatabaseError.unreadable(path: path, reason: reason(error))
        case .SQLITE_READONLY, .SQLITE_FULL:
            return LearnDatabaseError.unwritable(path: path, reason: reason(error))
        default:
            return error
        }
    }

    /// `error`, raised while opening or migrating, as a ``LearnDatabaseError``: any SQLite
    /// failure at that point means the file cannot be used.
    static func opening(_ error: any Error, path: String) -> any Error {
        let translated = translating(error, path: path)
        guard let error = translated as? DatabaseError else { return translated }
        return LearnDatabaseError.unreadable(path: path, reason: reason(error))
    }

    private static func reason(_ error: DatabaseError) -> String {
        error.message ?? "SQLite error \(error.resultCode.rawValue)"
    }

    public var description: String {
        switch self {
        case .unreadable(let path, let reason):
            tr("The learning database at %s is unreadable (%s); it was left unchanged.", path, reason)
        case .unwritable(let path, let reason):
            tr("The learning database at %s cannot be written (%s); it was left unchanged.", path, reason)
        case .locked(let path):
            tr("The learning database at %s is locked by another program; it was left unchanged. Try again in a moment.", path)
        case .newerSchema(let path):
            tr("The learning database at %s was written by a newer version of learnctl; update learnctl to use it.", path)
        }
    }

    public var errorDescription: String? { description }
}
