/// What an import added: cards per group, the groups it created, and the rows it skipped
/// because their word was already in the group.
public struct CardImportResult: Sendable, Equatable {
    /// Imported cards per group name, in the order the groups first appear.
    public var imported: [(group: String, cards: Int)]
    /// Groups that did not exist before the import.
    public var createdGroups: [String]
    /// Rows whose word was already in their group (or earlier in the file).
    public var skipped: [CardFileRow]

    /// All imported cards.
    public var total: Int { imported.reduce(0) { $0 + $1.cards } }

    public static func == (lhs: CardImportResult, rhs: CardImportResult) -> Bool {
        lhs.imported.elementsEqual(rhs.imported) { $0 == $1 } && lhs.createdGroups == rhs.createdGroups
            && lhs.skipped == rhs.skipped
    }
}
