import GRDB

extension QueryInterfaceRequest {
    /// The rows newest first by the date in `column`; of those of the same moment, the later
    /// inserted (the higher `id`) first.
    func newestFirst(by column: Column) -> Self {
        order(column.desc, Column("id").desc)
    }
}
