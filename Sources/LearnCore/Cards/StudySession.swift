import Foundation
import GRDB

/// A pass through the cards of one group, one card at a time, with the answers so far.
///
/// By default the session holds the group's studied cards that were due when it started (the
/// longest overdue first), then new cards in the order they were added, up to
/// ``dailyNewCardLimit`` new cards per group and day. With `all` it holds every card of the
/// group in the order they were added. Cards are read one at a time, so a session starts as
/// quickly over 100,000 cards as over ten. Each answer is saved as a review at once, so
/// quitting loses nothing.
public struct StudySession: Sendable {
    /// How many new cards of a group a day's sessions introduce.
    public static let dailyNewCardLimit = 20

    public let collection: CardCollection
    public let group: CardGroup
    /// The number of cards in the session.
    public let total: Int
    /// How many of them are studied cards that are due; the rest are new ones (unless the session holds all cards).
    public let dueCount: Int
    /// How many cards have been handed out by ``nextCard()``.
    public private(set) var position = 0
    /// The cards answered with Know, in order.
    public private(set) var known: [Card] = []
    /// The cards answered with Don't know, in order.
    public private(set) var unknown: [Card] = []

    private let all: Bool
    private let startedAt: Date
    private let scheduler: CardScheduler
    /// The due date and ID of the last due card handed out; the next one comes after it.
    private var lastDueCard: (due: Date, id: Int64)?
    /// Set when no due card is left before ``dueCount`` were handed out (some were answered or deleted meanwhile).
    private var dueCardsExhausted = false
    /// The ID of the last new card (or, with `all`, of any card) handed out.
    private var lastCardID: Int64 = 0

    /// Starts a session over the group called `groupName`; `limit` caps the number of cards.
    public init(
        collection: CardCollection, groupName: String, all: Bool = false, limit: Int? = nil,
        scheduler: CardScheduler = CardScheduler()
    ) throws {
        let now = collection.clock.now()
        let startOfDay = collection.calendar.startOfDay(for: now)
        let accountID = collection.account.id
        // The group is the account's, so its cards are too: the queries below need only the group's indexes.
        let (group, due, new) = try collection.database.read { db in
            let group = try collection.group(named: groupName, in: db)
            if all {
                return (group, 0, try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM card WHERE groupId = ?", arguments: [group.id]) ?? 0)
            }
            let due = try Int.fetchOne(db, sql: """
                SELECT COUNT(*) FROM card WHERE groupId = ? AND state <> \(CardState.new.sqlLiteral) AND due <= ?
                """, arguments: [group.id, now]) ?? 0
            let introducedToday = try Int.fetchOne(db, sql: """
                SELECT COUNT(*) FROM cardReview JOIN card ON card.id = cardReview.cardId
                WHERE cardReview.accountId = ? AND cardReview.reviewedAt >= ?
                  AND cardReview.stateBefore = \(CardState.new.sqlLiteral) AND card.groupId = ?
                """, arguments: [accountID, startOfDay, group.id]) ?? 0
            let new = try Int.fetchOne(db, sql: """
                SELECT COUNT(*) FROM (SELECT 1 FROM card WHERE groupId = ? AND state = \(CardState.new.sqlLiteral) LIMIT ?)
                """, arguments: [group.id, max(0, Self.dailyNewCardLimit - introducedToday)]) ?? 0
            return (group, due, new)
        }
        self.collection = collection
        self.group = group
        self.all = all
        self.startedAt = now
        self.scheduler = scheduler
        total = min(due + new, limit ?? .max)
        dueCount = min(due, total)
    }

    /// When the group's next studied card falls due, for an empty session; nil if none is scheduled.
    public func nextDue() throws -> Date? {
        try collection.database.read { db in
            try Date.fetchOne(db, sql: "SELECT MIN(due) FROM card WHERE groupId = ? AND state <> \(CardState.new.sqlLiteral)", arguments: [group.id])
        }
    }

    /// The next card, or nil at the end; cards deleted since the session started are passed over.
    public mutating func nextCard() throws -> Card? {
        guard position < total else { return nil }
        if !all && !dueCardsExhausted && position < dueCount {
            if let card = try nextDueCard() {
                lastDueCard = (card.due, card.id!)
                position += 1
                return card
            }
            dueCardsExhausted = true
        }
        let (groupID, lastCardID) = (group.id, lastCardID)
        let newOnly = all ? "" : "AND state = \(CardState.new.sqlLiteral)"
        let card = try collection.database.read { db in
            try Card.fetchOne(db, sql: """
                SELECT * FROM card WHERE groupId = ? \(newOnly) AND id > ? ORDER BY id LIMIT 1
                """, arguments: [groupID, lastCardID])
        }
        guard let card else { return nil }
        self.lastCardID = card.id!
        position += 1
        return card
    }

    private func nextDueCard() throws -> Card? {
        var sql = "SELECT * FROM card WHERE groupId = ? AND state <> \(CardState.new.sqlLiteral) AND due <= ?"
        var arguments: StatementArguments = [group.id, startedAt]
        if let lastDueCard {
            sql += " AND (due, id) > (?, ?)"
            arguments += [lastDueCard.due, lastDueCard.id]
        }
        return try collection.database.read { db in
            try Card.fetchOne(db, sql: sql + " ORDER BY due, id LIMIT 1", arguments: arguments)
        }
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
            try ProgressLedger.recordActivity(db, accountId: account.id, at: now)
            return (updated, review)
        }
        if knew { known.append(result.0) } else { unknown.append(result.0) }
        return result
    }
}
