import Foundation
import Synchronization

/// The files a real `learnctl signup` wrote — the database and the session file — kept once per
/// test process for each email, for tests that start from a signed-in account rather than test
/// signing up.
///
/// learnctl hashes a password with scrypt at its full cost (128 MiB, seconds of CPU in a debug
/// build). A test that needs a fresh signed-in account gets a copy of these files in its own home
/// (``LearnctlRunner/startSignedUp(_:)``): the same database and session a sign-up would leave,
/// without running scrypt again.
enum SignedUpAccounts {
    /// One email's files, made by the first test that asks for them while the others wait.
    private final class Entry: @unchecked Sendable {
        let lock = NSLock()
        var folder: Result<URL, any Error>?
    }

    private static let entries = Mutex<[String: Entry]>([:])

    /// Where the files of every email are kept; removed when the test process exits.
    private static let root: URL = {
        let folder = FileManager.default.temporaryDirectory
            .appendingPathComponent("learnctlTests-accounts-\(getpid())", isDirectory: true)
        atexit { try? FileManager.default.removeItem(at: SignedUpAccounts.root) }
        return folder
    }()

    /// The name of the copied database in an email's folder.
    static let databaseName = "learn.sqlite"
    /// The name of the copied session file in an email's folder.
    static let sessionName = "session"

    /// The folder holding `email`'s files after `learnctl signup` with ``LearnctlRunner/password``;
    /// the sign-up runs on the first call for `email` only.
    static func folder(for email: String) throws -> URL {
        let entry = entries.withLock { entries in
            if let entry = entries[email] { return entry }
            let entry = Entry()
            entries[email] = entry
            return entry
        }
        entry.lock.lock()
        defer { entry.lock.unlock() }
        if entry.folder == nil { entry.folder = Result { try signUp(email) } }
        return try entry.folder!.get()
    }

    /// Signs `email` up in a runner of its own and keeps the files it wrote.
    private static func signUp(_ email: String) throws -> URL {
        let cli = try LearnctlRunner()
        try cli.signUp(email)
        let folder = root.appendingPathComponent(email, isDirectory: true)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try copy(cli.databaseURL, to: folder.appendingPathComponent(databaseName))
        try copy(cli.sessionFileURL, to: folder.appendingPathComponent(sessionName))
        return folder
    }

    /// Copies `source` (and its write-ahead log, if SQLite left one) to `destination` with mode
    /// 0600 in a directory of mode 0700, as learnctl creates its files.
    static func copy(_ source: URL, to destination: URL) throws {
        let files = FileManager.default
        try files.createDirectory(at: destination.deletingLastPathComponent(), withIntermediateDirectories: true,
                                  attributes: [.posixPermissions: 0o700])
        try files.copyItem(at: source, to: destination)
        try files.setAttributes([.posixPermissions: 0o600], ofItemAtPath: destination.path)
        let log = URL(fileURLWithPath: source.path + "-wal")
        if files.fileExists(atPath: log.path) {
            try copy(log, to: URL(fileURLWithPath: destination.path + "-wal"))
        }
    }
}
