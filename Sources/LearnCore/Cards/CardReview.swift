import Foundation
import GRDB

/// One answer to a card, as kept in the review log: when, how it was rated, how many whole
/// days had passed since the previous review, and the card's state and memory before and after.
public struct CardReview: Codable, Sendable, Equatable, FetchableRecord, AutoIncrementedRecord, AccountOwnedRecord {
    public static let databaseTableName = "cardReview"

    public var id: Int64?
    public var accountId: Int64
    public var cardId: Int64
    public var reviewedAt: Date
    public var rating: Rating
    public var elapsedDays: Int
    public var stateBefore: CardState
    public var stateAfter: CardState
    public var stabilityBefore: Double?
    public var difficultyBefore: Double?
    public var stabilityAfter: Double
    public var difficultyAfter: Double
    public var dueAfter: Date
}
