import Foundation
import GRDB

/// A named list of cloze entries, such as "My words" or Travel; names are unique per account,
/// whatever their case. Each account has one default list, which cannot be deleted, and each
/// list remembers the order its entries were last shown in.
public struct ClozeList: Codable, Sendable, Equatable, FetchableRecord, AutoIncrementedRecord, AccountOwnedRecord {
    public static let databaseTableName = "clozeList"
    /// The name the default list is created with.
    public static let defaultName = "My words"

    public var id: Int64?
    public var accountId: Int64
    public var name: String
    /// Whether this is the account's default list.
    public var isDefault: Bool
    /// The order `cloze show` and `cloze practice` use, as last chosen.
    public var sortKey: ClozeSortKey
    public var sortDescending: Bool
    public var createdAt: Date

    /// The remembered order.
    public var sortOrder: ClozeSortOrder {
        get { ClozeSortOrder(key: sortKey, descending: sortDescending) }
        set {
            sortKey = newValue.key
            sortDescending = newValue.descending
        }
    }

    public enum Columns {
        public static let id = Column(CodingKeys.id)
        public static let name = Column(CodingKeys.name)
        public static let isDefault = Column(CodingKeys.isDefault)
    }
}
