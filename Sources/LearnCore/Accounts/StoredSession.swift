import Foundation
import GRDB

/// A row of the `session` table: a signed-in session, known only by the SHA-256 of its token.
struct StoredSession: Codable, FetchableRecord, AutoIncrementedRecord {
    static let databaseTableName = "session"

    /// How long a session lasts after it was last used.
    static let lifetime: TimeInterval = 30 * 24 * 60 * 60

    var id: Int64?
    var accountId: Int64
    var tokenHash: String
    var createdAt: Date
    var expiresAt: Date

    static func withToken(_ token: SessionToken) -> QueryInterfaceRequest<StoredSession> {
        filter(Column("tokenHash") == token.hashHex)
    }
}
