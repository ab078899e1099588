/// A line of the group list: a group and how many of its cards there are, are due and are new.
public struct CardGroupSummary: Sendable, Equatable {
    public var group: CardGroup
    /// All the group's cards.
    public var cards: Int
    /// Studied cards whose due time has come.
    public var due: Int
    /// Cards never studied.
    public var new: Int
}
