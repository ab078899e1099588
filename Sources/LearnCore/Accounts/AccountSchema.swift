import GRDB

/// The tables of the accounts module.
enum AccountSchema {
    /// Migration "v1-accounts": accounts, their sessions and the sign-in throttle.
    static func createTables(_ db: Database) throws {
        try db.create(table: "account") { t in
            t.autoIncrementedPrimaryKey("id")
            t.column("email", .text).notNull().unique()
            t.column("passwordHash", .text).notNull()
            t.column("createdAt", .datetime).notNull()
        }
        try db.createAccountTable("session") { t in
            t.column("tokenHash", .text).notNull().unique()
            t.column("createdAt", .datetime).notNull()
            t.column("expiresAt", .datetime).notNull()
        }
        try db.create(table: "signInThrottle") { t in
            t.primaryKey("email", .text)
            t.column("failureCount", .integer).notNull()
            t.column("lockedUntil", .datetime)
        }
    }

    /// The optional display name of an account (v10).
    static func addDisplayName(_ db: Database) throws {
        try db.alter(table: "account") { t in
            t.add(column: "displayName", .text)
        }
    }
}
