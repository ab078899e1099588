import GRDB

/// A record whose `id` is the row id SQLite gives it on insert (its table's
/// `autoIncrementedPrimaryKey("id")`): nil until inserted, set by the insert.
public protocol AutoIncrementedRecord: MutablePersistableRecord {
    var id: Int64? { get set }
}

extension AutoIncrementedRecord {
    /// Takes the row id of the insert as the record's `id`.
    public mutating func didInsert(_ inserted: InsertionSuccess) {
        id = inserted.rowID
    }
}
