import GRDB

/// A module's store of one account's rows (cards, cloze lists, attempts, translations …), each
/// query limited to its ``AccountScope``.
public protocol AccountScoped: Sendable {
    var scope: AccountScope { get }
}

extension AccountScoped {
    public var database: LearnDatabase { scope.database }
    /// The account whose rows are read and written.
    public var account: Account { scope.account }
    /// Dates new rows.
    public var clock: LearnClock { scope.clock }

    /// Deletes, in one transaction, the account's record that `find` looks up (throwing when
    /// there is none); returns it.
    func deleteRecord<Record: MutablePersistableRecord>(_ find: (Database) throws -> Record) throws -> Record {
        try database.write { db in
            let record = try find(db)
            try record.delete(db)
            return record
        }
    }
}
