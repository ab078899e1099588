import Foundation
import GRDB
import Testing
@testable import LearnCore

/// A stand-in for a learning module's table: notes kept per account.
private struct ToyNote: Codable, FetchableRecord, PersistableRecord, AccountOwnedRecord, Equatable {
    static let databaseTableName = "toyNote"
    var accountId: Int64
    var text: String

    static func createTable(_ db: Database) throws {
        try db.create(table: databaseTableName) { t in
            t.autoIncrementedPrimaryKey("id")
            t.belongsToAccount()
            t.column("text", .text).notNull()
        }
    }
}

struct AccountDataIsolationTests {
    @Test func eachAccountSeesOnlyItsOwnData() async throws {
        let fixture = try AuthFixture()
        try fixture.database.write(ToyNote.createTable)
        let (ada, grace) = try await fixture.signUpAdaAndGrace()
        try fixture.database.write { db in
            try ToyNote(accountId: ada.id, text: "der Hund").insert(db)
            try ToyNote(accountId: grace.id, text: "el perro").insert(db)
            try ToyNote(accountId: grace.id, text: "le chien").insert(db)
        }

        let adasNotes = try fixture.database.read { try ToyNote.owned(by: ada).fetchAll($0) }
        let gracesNotes = try fixture.database.read { try ToyNote.owned(by: grace).order(Column("text")).fetchAll($0) }
        #expect(adasNotes.map(\.text) == ["der Hund"])
        #expect(gracesNotes.map(\.text) == ["el perro", "le chien"])
    }

    @Test func deletingAnAccountDeletesItsDataAndNoOneElses() async throws {
        let fixture = try AuthFixture()
        try fixture.database.write(ToyNote.createTable)
        let (ada, grace) = try await fixture.signUpAdaAndGrace()
        try fixture.database.write { db in
            try ToyNote(accountId: ada.id, text: "der Hund").insert(db)
            try ToyNote(accountId: grace.id, text: "el perro").insert(db)
        }

        _ = try await fixture.service(machine: "ada").deleteAccount(password: "ada's password")

        let remaining = try fixture.database.read { try ToyNote.fetchAll($0) }
        #expect(remaining == [ToyNote(accountId: grace.id, text: "el perro")])
    }
}
