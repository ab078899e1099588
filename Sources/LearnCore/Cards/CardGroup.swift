import Foundation
import GRDB

/// A named group of flash cards, such as Travel or Cafe; names are unique per account, whatever their case.
public struct CardGroup: Codable, Sendable, Equatable, FetchableRecord, AutoIncrementedRecord, AccountOwnedRecord {
    public static let databaseTableName = "cardGroup"

    public var id: Int64?
    public var accountId: Int64
    public var name: String
    public var createdAt: Date
}
