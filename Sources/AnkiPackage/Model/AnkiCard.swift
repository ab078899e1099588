/// A card of a note: which template (`ordinal`) it shows, in which deck, and whether it is suspended.
public struct AnkiCard: Sendable, Equatable {
    public var id: Int64
    public var noteId: Int64
    public var deckId: Int64
    public var ordinal: Int
    /// Anki's queue: -1 suspended, -2 and -3 buried, 0 new, 1 and 3 learning, 2 review.
    public var queue: Int

    public init(id: Int64, noteId: Int64, deckId: Int64, ordinal: Int, queue: Int) {
        self.id = id
        self.noteId = noteId
        self.deckId = deckId
        self.ordinal = ordinal
        self.queue = queue
    }
}
