import GRDB

extension TableDefinition {
    /// Adds the indexed `accountId` column that ties each row to its account; the row is deleted with the account.
    @discardableResult
    public func belongsToAccount() -> ForeignKeyDefinition {
        belongsTo("account", onDelete: .cascade).notNull()
    }
}

/// A record kept per account: its table has an `accountId` column (see `TableDefinition.belongsToAccount()`).
public protocol AccountOwnedRecord: TableRecord {}

extension AccountOwnedRecord {
    /// The rows that belong to `account`, and no others.
    public static func owned(by account: Account) -> QueryInterfaceRequest<Self> {
        all().filter(Column("accountId") == account.id)
    }
}

extension Database {
    /// Creates the table `name` of an account's records: its auto-incremented `id`, the
    /// `accountId` of ``TableDefinition/belongsToAccount()``, then the columns `body` defines.
    /// Released migrations call it, so what it creates must never change.
    func createAccountTable(_ name: String, body: (TableDefinition) throws -> Void) throws {
        try create(table: name) { t in
            t.autoIncrementedPrimaryKey("id")
            t.belongsToAccount()
            try body(t)
        }
    }
}
