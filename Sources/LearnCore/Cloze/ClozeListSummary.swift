/// A line of the list overview: a list, its number of entries and their errors so far.
public struct ClozeListSummary: Sendable, Equatable {
    public var list: ClozeList
    public var entries: Int
    /// The error counts of its entries added up.
    public var errors: Int
}
