import Foundation

/// One entry of Anki's review log.
public struct AnkiReview: Sendable, Equatable {
    /// What the entry records (Anki's `revlog.type`).
    public enum Kind: Int, Sendable {
        case learning = 0, review = 1, relearning = 2, filtered = 3, manual = 4, rescheduled = 5
    }

    public var cardId: Int64
    /// When the card was answered (the entry's id, in milliseconds since 1970).
    public var date: Date
    /// The button: 1 Again, 2 Hard, 3 Good, 4 Easy; 0 for an entry that is not an answer
    /// (a card rescheduled or reset by hand).
    public var ease: Int
    public var kind: Kind?

    public init(cardId: Int64, date: Date, ease: Int, kind: Kind?) {
        self.cardId = cardId
        self.date = date
        self.ease = ease
        self.kind = kind
    }

    /// Whether the entry is an answer given while studying (not a manual change).
    public var isAnswer: Bool { (1...4).contains(ease) && kind != .manual && kind != .rescheduled }
}
