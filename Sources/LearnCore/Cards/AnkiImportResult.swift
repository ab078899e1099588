/// What importing an Anki package added.
public struct AnkiImportResult: Sendable, Equatable {
    /// Cards added to one group.
    public struct GroupCount: Sendable, Equatable {
        public var group: String
        public var cards: Int
    }

    /// Cards added per group, in the order the groups first appear in the package.
    public var imported: [GroupCount] = []
    /// Groups that did not exist before.
    public var createdGroups: [String] = []
    /// Notes whose word was already in their group (or earlier in the package).
    public var alreadyThere = 0
    /// Notes with no text in the word's field.
    public var withoutWord = 0
    /// Cards whose schedule was made from their Anki review history, and the reviews replayed.
    public var withHistory = 0
    public var reviews = 0
    /// Sound files kept for the cards.
    public var sounds = 0

    /// All cards added.
    public var total: Int { imported.reduce(0) { $0 + $1.cards } }
}
