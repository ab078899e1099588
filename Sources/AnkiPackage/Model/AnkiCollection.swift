/// What an Anki collection holds that a learner's cards are made of.
public struct AnkiCollection: Sendable, Equatable {
    public var noteTypes: [Int64: AnkiNoteType]
    /// Deck names by id, with `::` between a parent deck and its child ("Spanish::Verbs").
    public var decks: [Int64: String]
    public var notes: [AnkiNote]
    public var cards: [AnkiCard]
    /// The review log, oldest first.
    public var reviews: [AnkiReview]

    public init(
        noteTypes: [Int64: AnkiNoteType], decks: [Int64: String], notes: [AnkiNote], cards: [AnkiCard], reviews: [AnkiReview]
    ) {
        self.noteTypes = noteTypes
        self.decks = decks
        self.notes = notes
        self.cards = cards
        self.reviews = reviews
    }
}
