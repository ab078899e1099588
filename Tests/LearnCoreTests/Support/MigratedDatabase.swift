import Foundation
@testable import LearnCore

/// An empty learning database with every migration applied, made once per test process.
///
/// Fixtures start from a copy of it: ``LearnDatabase/open(at:busyTimeout:)`` then finds the
/// migrations complete instead of applying them all again for each test. Tests of opening and
/// migrating a database make theirs from nothing.
enum MigratedDatabase {
    /// Where the file is kept.
    private static let folder = FileManager.default.temporaryDirectory
        .appendingPathComponent("LearnCoreTests-migrated-\(getpid())", isDirectory: true)

    /// The file, made on first use; removed when the test process exits.
    private static let template: Result<URL, any Error> = Result {
        atexit { try? FileManager.default.removeItem(at: MigratedDatabase.folder) }
        let url = folder.appendingPathComponent("learn.sqlite")
        // Opened and released at once: closing its last connection folds SQLite's log into the file.
        _ = try LearnDatabase.open(at: url)
        return url
    }

    /// Copies the migrated database to `url` (mode 0600, its directory 0700, as
    /// ``LearnDatabase/open(at:busyTimeout:)`` creates them).
    static func copy(to url: URL) throws {
        let source = try template.get()
        let files = FileManager.default
        try files.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true,
                                  attributes: [.posixPermissions: 0o700])
        for suffix in ["", "-wal"] where files.fileExists(atPath: source.path + suffix) {
            try files.copyItem(atPath: source.path + suffix, toPath: url.path + suffix)
            try files.setAttributes([.posixPermissions: 0o600], ofItemAtPath: url.path + suffix)
        }
    }
}
