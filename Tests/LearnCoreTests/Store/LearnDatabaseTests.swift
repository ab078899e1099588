import Dispatch
import Foundation
import GRDB
import Testing
@testable import LearnCore

struct LearnDatabaseTests {
    @Test func aNewDatabaseIsPrivateAndInWALMode() throws {
        let directory = try TemporaryDirectory()
        let url = directory.path("data/learnctl/learn.sqlite")
        let database = try LearnDatabase.open(at: url)

        #expect(try permissions(of: url) == 0o600)
        #expect(try permissions(of: url.deletingLastPathComponent()) == 0o700)
        #expect(try permissions(of: directory.path("data")) == 0o700)
        let journalMode = try database.read { try String.fetchOne($0, sql: "PRAGMA journal_mode") }
        #expect(journalMode == "wal")
    }

    @Test func migrationsAreRecordedByName() throws {
        let directory = try TemporaryDirectory()
        let database = try LearnDatabase.open(at: directory.path("learn.sqlite"))
        let applied = try database.read { try String.fetchAll($0, sql: "SELECT identifier FROM grdb_migrations") }
        #expect(applied == Migrations.all.map(\.name))
    }

    @Test func reopeningKeepsTheData() throws {
        let directory = try TemporaryDirectory()
        let url = directory.path("learn.sqlite")
        try LearnDatabase.open(at: url).write { db in
            try db.execute(sql: "INSERT INTO account (email, passwordHash, createdAt) VALUES ('a@b.cd', 'x', '2025-01-01')")
        }
        let count = try LearnDatabase.open(at: url).read { try Int.fetchOne($0, sql: "SELECT COUNT(*) FROM account") }
        #expect(count == 1)
    }

    @Test func aWriterWaitsForAnotherWriterToFinish() throws {
        let directory = try TemporaryDirectory()
        let url = directory.path("learn.sqlite")
        let database = try LearnDatabase.open(at: url)
        let blocker = try holdWriteLock(on: url)
        DispatchQueue.global().asyncAfter(deadline: .now() + 0.5) {
            try? blocker.writeWithoutTransaction { try $0.execute(sql: "COMMIT") }
        }

        let started = Date()
        try database.write { try $0.execute(sql: "CREATE TABLE probe (x)") }
        #expect(Date().timeIntervalSince(started) >= 0.4)
    }

    @Test func aWriteBlockedBeyondTheBusyTimeoutReportsTheLock() throws {
        let directory = try TemporaryDirectory()
        let url = directory.path("learn.sqlite")
        let database = try LearnDatabase.open(at: url, busyTimeout: 0.2)
        let blocker = try holdWriteLock(on: url)
        defer { try? blocker.writeWithoutTransaction { try $0.execute(sql: "COMMIT") } }

        #expect(throws: LearnDatabaseError.locked(path: url.path)) {
            try database.write { try $0.execute(sql: "CREATE TABLE probe (x)") }
        }
        #expect(LearnDatabaseError.locked(path: "/x/learn.sqlite").description
            == "The learning database at /x/learn.sqlite is locked by another program; it was left unchanged. Try again in a moment.")
    }

    @Test func aFileThatIsNotADatabaseIsReportedAndLeftUnchanged() throws {
        let directory = try TemporaryDirectory()
        let url = directory.path("learn.sqlite")
        let garbage = Data(String(repeating: "these are not the pages you are looking for\n", count: 200).utf8)
        try garbage.write(to: url)

        let error = try #require(throws: LearnDatabaseError.self) { try LearnDatabase.open(at: url) }
        #expect(error == .unreadable(path: url.path, reason: "file is not a database"))
        #expect(error.description
            == "The learning database at \(url.path) is unreadable (file is not a database); it was left unchanged.")
        #expect(try Data(contentsOf: url) == garbage)
    }

    @Test func aDamagedDatabaseIsReportedAndLeftUnchanged() throws {
        let directory = try TemporaryDirectory()
        let url = directory.path("learn.sqlite")
        _ = try LearnDatabase.open(at: url)
        var bytes = try Data(contentsOf: url)
        bytes.replaceSubrange(100..<4096, with: Data(repeating: 0xA5, count: 3996))
        try bytes.write(to: url)

        let error = try #require(throws: LearnDatabaseError.self) { try LearnDatabase.open(at: url) }
        guard case .unreadable(let path, _) = error else {
            Issue.record("expected unreadable, got \(error)")
            return
        }
        #expect(path == url.path)
        #expect(try Data(contentsOf: url) == bytes)
    }

    @Test func aDirectoryInPlaceOfTheDatabaseIsReported() throws {
        let directory = try TemporaryDirectory()
        let url = directory.path("learn.sqlite")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: false)

        let error = try #require(throws: LearnDatabaseError.self) { try LearnDatabase.open(at: url) }
        guard case .unreadable(let path, _) = error else {
            Issue.record("expected unreadable, got \(error)")
            return
        }
        #expect(path == url.path)
    }

    @Test func aDatabaseFromANewerVersionIsRefused() throws {
        let directory = try TemporaryDirectory()
        let url = directory.path("learn.sqlite")
        try LearnDatabase.open(at: url).write { db in
            try db.execute(sql: "INSERT INTO grdb_migrations (identifier) VALUES ('v999-from-the-future')")
        }

        #expect(throws: LearnDatabaseError.newerSchema(path: url.path)) { try LearnDatabase.open(at: url) }
        #expect(LearnDatabaseError.newerSchema(path: "/x/learn.sqlite").description
            == "The learning database at /x/learn.sqlite was written by a newer version of learnctl; update learnctl to use it.")
        let applied = try DatabaseQueue(path: url.path).read {
            try String.fetchAll($0, sql: "SELECT identifier FROM grdb_migrations ORDER BY identifier")
        }
        #expect(applied == (Migrations.all.map(\.name) + ["v999-from-the-future"]).sorted())
    }

    /// Another connection holding the write lock (an open IMMEDIATE transaction) until it commits.
    private func holdWriteLock(on url: URL) throws -> DatabaseQueue {
        var configuration = Configuration()
        configuration.allowsUnsafeTransactions = true
        let blocker = try DatabaseQueue(path: url.path, configuration: configuration)
        try blocker.writeWithoutTransaction { try $0.execute(sql: "BEGIN IMMEDIATE") }
        return blocker
    }
}
