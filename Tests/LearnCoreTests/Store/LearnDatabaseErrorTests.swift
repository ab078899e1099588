import GRDB
import Testing
@testable import LearnCore

struct LearnDatabaseErrorTests {
    @Test(arguments: [
        (ResultCode.SQLITE_BUSY, LearnDatabaseError.locked(path: "/x.sqlite")),
        (.SQLITE_LOCKED, .locked(path: "/x.sqlite")),
        (.SQLITE_CORRUPT, .unreadable(path: "/x.sqlite", reason: "boom")),
        (.SQLITE_NOTADB, .unreadable(path: "/x.sqlite", reason: "boom")),
        (.SQLITE_CANTOPEN, .unreadable(path: "/x.sqlite", reason: "boom")),
        (.SQLITE_IOERR, .unreadable(path: "/x.sqlite", reason: "boom")),
        (.SQLITE_FULL, .unwritable(path: "/x.sqlite", reason: "boom")),
        (.SQLITE_READONLY, .unwritable(path: "/x.sqlite", reason: "boom")),
    ])
    func storageFailuresAreTranslated(code: ResultCode, expected: LearnDatabaseError) {
        let translated = LearnDatabaseError.translating(DatabaseError(resultCode: code, message: "boom"), path: "/x.sqlite")
        #expect(translated as? LearnDatabaseError == expected)
    }

    @Test func otherErrorsPassThroughReadsAndWrites() {
        let constraint = DatabaseError(resultCode: .SQLITE_CONSTRAINT, message: "UNIQUE constraint failed")
        let passed = LearnDatabaseError.translating(constraint, path: "/x.sqlite") as? DatabaseError
        #expect(passed?.resultCode == .SQLITE_CONSTRAINT)
        #expect(passed?.message == "UNIQUE constraint failed")
        #expect(LearnDatabaseError.translating(AuthError.emailTaken, path: "/x.sqlite") as? AuthError == .emailTaken)
    }

    @Test func anySQLiteErrorWhileOpeningMakesTheFileUnreadable() {
        let failure = DatabaseError(resultCode: .SQLITE_ERROR, message: "could not activate WAL Mode")
        #expect(LearnDatabaseError.opening(failure, path: "/x.sqlite") as? LearnDatabaseError
            == .unreadable(path: "/x.sqlite", reason: "could not activate WAL Mode"))
    }

    @Test func aFullDiskIsReportedAsUnwritable() {
        #expect(LearnDatabaseError.unwritable(path: "/x.sqlite", reason: "database or disk is full").description
            == "The learning database at /x.sqlite cannot be written (database or disk is full); it was left unchanged.")
    }
}
