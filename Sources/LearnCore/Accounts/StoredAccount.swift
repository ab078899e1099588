import Foundation
import GRDB

/// A row of the `account` table, password hash included.
struct StoredAccount: Codable, FetchableRecord, AutoIncrementedRecord {
    static let databaseTableName = "account"

    var id: Int64?
    var email: String
    var passwordHash: String
    var createdAt: Date
    var displayName: String?

    /// The public view of this row; only valid once inserted.
    var account: Account {
        Account(id: id ?? 0, email: email, createdAt: createdAt, displayName: displayName)
    }

    static func withEmail(_ email: EmailAddress) -> QueryInterfaceRequest<StoredAccount> {
        filter(Column("email") == email.normalized)
    }
}
