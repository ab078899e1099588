import Foundation
import GRDB

/// A pass through the cards of one group, one card at a time, with the answers so far.
///
/// By default the session holds the group's studied cards that are due (the longest overdue
/// first), then new cards in the order they were added, up to ``dailyNewCardLimit`` new cards
/// per group and day. With `all` it holds every card of the group in the order they were added.
/// Each answer is saved as a review at once, so quitting loses nothing.
public struct StudySession: Sendable {
    /// How many new cards of a group a day's sessions introduce.
    public static let dailyNewCardLimit = 20

    public let collection: CardCollection
    public let group: CardGroup
    /// The cards of the session, in order.
    public let cardIDs: [Int64]
    /// How many of them were due studied cards; the rest are new ones (unless the session holds all cards).
    public let dueCount: Int
    /// How many cards have been handed out by ``nextCard()``.
    public private(set) var position = 0
    /// The cards answered with Know, in order.
    public private(set) var known: [Card] = []
    /// The cards answered with Don't know, in order.
    public private(set) var unknown: [Card] = []
    private let scheduler: CardScheduler

    /// Starts a session over the group called `groupName`; `limit` caps the number of cards.
    public init(
        collection: CardCollection, groupName: String, all: Bool = false, limit: Int? = nil,
        scheduler: CardScheduler = CardScheduler()
    ) throws {
        let now = collection.clock.now()
        let startOfDay = collection.calendar.startOfDay(for: now)
        let account = collection.account
        (group, cardIDs, dueCount) = try collection.database.read { db in
            let group = try collection.group(named: groupName, in: db)
            var ids: [Int64]
            var dueCount = 0
            if all {
                ids = try Int64.fetchAll(
                    db, sql: "SELECT id FROM card WHERE groupId = ? AND accountId = ? ORDER BY id",
                    arguments: [group.id, account.id])
            } else {
                ids = try Int64.fetchAll(db, sql: """
                    SELECT id FROM card WHERE groupId = ? AND accountId = ? AND state <> 'new' AND due <= ?
                    ORDER BY due, id
                    """, arguments: [group.id, account.id, now])
                dueCount = ids.count
                let introducedToday = try Int.fetchOne(db, sql: """
                    SELECT COUNT(*) FROM cardReview JOIN card ON card.id = cardReview.cardId
                    WHERE cardReview.accountId = ? AND cardReview.reviewedAt >= ?
                      AND cardReview.stateBefore = 'new' AND card.groupId = ?
                    """, arguments: [account.id, startOfDay, group.id]) ?? 0
                let newCards = max(0, Self.dailyNewCardLimit - introducedToday)
                ids += try Int64.fetchAll(db, sql: """
                    SELECT id FROM card WHERE groupId = ? AND accountId = ? AND state = 'new' ORDER BY id LIMIT ?
                    """, arguments: [group.id, account.id, newCards])
            }
            if let limit, ids.count > limit {
                ids.removeLast(ids.count - limit)
                dueCount = min(dueCount, limit)
            }
            return (group, ids, dueCount)
        }
        self.collection = collection
        self.scheduler = scheduler
    }

    /// The number of cards in the session.
    public var total: Int { cardIDs.count }

    /// When the group's next studied card falls due, for an empty session; nil if none is scheduled.
    public func nextDue() throws -> Date? {
        try collection.database.read { db in
            try Date.fetchOne(db, sql: """
                SELECT MIN(due) FROM card WHERE groupId = ? AND accountId = ? AND state <> 'new'
                """, arguments: [group.id, collection.account.id])
        }
    }

    /// The next card, or nil at the end; cards deleted since the session started are passed over.
    public mutating func nextCard() throws -> Card? {
        while position < cardIDs.count {
            let id = cardIDs[position]
            position += 1
            if let card = try collection.database.read({ try Card.owned(by: collection.account).filter(key: id).fetchOne($0) }) {
                return card
            }
        }
        return nil
    }

    /// Records the answer to `card` (Know is Good, Don't know is Again) and returns the card with its new schedule.
    @discardableResult
    public mutating func answer(_ card: Card, knew: Bool) throws -> (card: Card, review: CardReview) {
        let now = collection.clock.now()
        let account = collection.account
        let scheduler = scheduler
        let result = try collection.database.write { db in
            guard let current = try Card.owned(by: account).filter(key: card.id).fetchOne(db) else {
                throw CardError.unknownCard(card.id ?? 0)
            }
            var (updated, review) = scheduler.review(current, rating: knew ? .good : .again, at: now)
            try updated.update(db)
            try review.insert(db)
            return (updated, review)
        }
        if knew { known.append(result.0) } else { unknown.append(result.0) }
        return result
    }
}
