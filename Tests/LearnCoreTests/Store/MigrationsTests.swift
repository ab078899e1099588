import GRDB
import Testing
@testable import LearnCore

struct MigrationsTests {
    /// Released migration names, in order. Databases record these names, so this list may only grow at the end.
    static let released = ["v1-accounts", "v2-flash-cards", "v3-grammar-tests", "v4-listening-practice", "v5-cloze",
                           "v6-generated-tests", "v7-translation", "v8-speaking"]

    @Test func releasedMigrationsKeepTheirNamesAndOrder() {
        #expect(Array(Migrations.all.map(\.name).prefix(Self.released.count)) == Self.released)
    }

    @Test func migrationNamesAreUnique() {
        let names = Migrations.all.map(\.name)
        #expect(Set(names).count == names.count)
    }

    /// Every table except the account machinery belongs to an account and is deleted with it.
    @Test func everyDataTableBelongsToAnAccountWithCascadingDelete() throws {
        let directory = try TemporaryDirectory()
        let database = try LearnDatabase.open(at: directory.path("learn.sqlite"))
        try database.read { db in
            let tables = try String.fetchAll(db, sql: """
                SELECT name FROM sqlite_master WHERE type = 'table'
                AND name NOT LIKE 'sqlite_%' AND name NOT IN ('grdb_migrations', 'account', 'signInThrottle')
                """)
            #expect(tables.contains("session"))
            for table in tables {
                let ownerKeys = try db.foreignKeys(on: table).filter { $0.destinationTable == "account" }
                #expect(ownerKeys.count == 1, "\(table) must have exactly one reference to account")
                #expect(ownerKeys.first?.originColumns == ["accountId"], "\(table)")
                let onDelete = try Row.fetchAll(db, sql: "PRAGMA foreign_key_list(\(table.quotedDatabaseIdentifier))")
                    .filter { $0["table"] == "account" }
                    .map { $0["on_delete"] as String? }
                #expect(onDelete == ["CASCADE"], "\(table)")
            }
        }
    }
}
