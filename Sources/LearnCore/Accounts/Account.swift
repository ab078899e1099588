import Foundation

/// A learner's account as the rest of the app sees it (no credentials).
public struct Account: Sendable, Equatable, Codable {
    /// The stable identifier other tables refer to as `accountId`.
    public let id: Int64
    /// The email address, in lower case.
    public let email: String
    /// When the account was created.
    public let createdAt: Date

    /// An account with the given fields.
    public init(id: Int64, email: String, createdAt: Date) {
        self.id = id
        self.email = email
        self.createdAt = createdAt
    }
}
