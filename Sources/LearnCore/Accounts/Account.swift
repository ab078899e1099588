import Foundation

/// A learner's account as the rest of the app sees it (no credentials).
public struct Account: Sendable, Equatable, Codable {
    /// The stable identifier other tables refer to as `accountId`.
    public let id: Int64
    /// The email address, in lower case.
    public let email: String
    /// When the account was created.
    public let createdAt: Date
    /// The name the learner is greeted by, if they gave one.
    public let displayName: String?

    /// An account with the given fields.
    public init(id: Int64, email: String, createdAt: Date, displayName: String? = nil) {
        self.id = id
        self.email = email
        self.createdAt = createdAt
        self.displayName = displayName
    }
}
