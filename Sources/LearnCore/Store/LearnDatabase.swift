import Foundation
import GRDB

/// The learning database: one SQLite file in WAL mode, opened and migrated in one place.
///
/// Several learnctl processes may use it at once; a writer waits up to the busy timeout for
/// another one to finish. Storage failures (unreadable, corrupt, locked, newer schema) surface
/// as ``LearnDatabaseError`` and never lead to the file being rewritten or reset.
public struct LearnDatabase: Sendable {
    /// How long a write waits for another process's write to finish.
    public static let defaultBusyTimeout: TimeInterval = 5

    /// The database file.
    public let url: URL
    private let pool: DatabasePool

    /// Opens the database at `url` and applies pending migrations.
    ///
    /// A missing file is created (mode 0600, directories 0700); an existing one is only
    /// ever opened, never replaced.
    public static func open(at url: URL, busyTimeout: TimeInterval = defaultBusyTimeout) throws -> LearnDatabase {
        try PrivateFiles.createDirectory(url.deletingLastPathComponent())
        try PrivateFiles.createEmptyFileIfMissing(url)

        var configuration = Configuration()
        configuration.busyMode = .timeout(busyTimeout)
        configuration.foreignKeysEnabled = true
        configuration.label = "learn"

        let pool: DatabasePool
        do {
            pool = try DatabasePool(path: url.path, configuration: configuration)
        } catch {
            throw LearnDatabaseError.opening(error, path: url.path)
        }
        let database = LearnDatabase(url: url, pool: pool)
        try database.migrate()
        return database
    }

    /// Reads in a consistent snapshot.
    public func read<T>(_ body: (Database) throws -> T) throws -> T {
        do {
            return try pool.read(body)
        } catch {
            throw LearnDatabaseError.translating(error, path: url.path)
        }
    }

    /// Writes in one transaction, waiting for other writers up to the busy timeout.
    public func write<T>(_ body: (Database) throws -> T) throws -> T {
        do {
            return try pool.write(body)
        } catch {
            throw LearnDatabaseError.translating(error, path: url.path)
        }
    }

    private func migrate() throws {
        let migrator = Migrations.migrator
        do {
            let (superseded, complete) = try pool.read { db in
                (try migrator.hasBeenSuperseded(db), try migrator.hasCompletedMigrations(db))
            }
            if superseded { throw LearnDatabaseError.newerSchema(path: url.path) }
            if !complete { try migrator.migrate(pool) }
        } catch {
            throw LearnDatabaseError.opening(error, path: url.path)
        }
    }
}
