import Foundation
import GRDB

/// A pass through the cards of one group, or of every group, one card at a time, with the answers so far.
///
/// By default the session holds the studied cards that were due when it started (the longest
/// overdue first), then new cards in the order they were added, up to ``dailyNewCardLimit`` new
/// cards a day (per group, or over all groups when the session holds every group). With `all` it
/// holds every card in the order they were added. A card answered Don't know comes back after
/// the others, as often as it takes, as in Anki's learning steps. Cards are read one at a time,
/// so a session starts as quickly over 100,000 cards as over ten. Each answer is saved as a
/// review at once, so quitting loses nothing.
public struct StudySession: Sendable {
    /// How many new cards a day's sessions introduce, per group (or over all groups).
    public static let dailyNewCardLimit = 20

    public let collection: CardCollection
    /// The group studied; nil when the session holds every group's cards.
    public let group: CardGroup?
    /// The number of cards handed out and still to come, counting each card shown again.
    public var total: Int { planned + again.count + shownAgain }
    /// How many of the planned cards are studied cards that are due; the rest are new ones (unless the session holds all cards).
    public let dueCount: Int
    /// How many cards have been handed out by ``nextCard()``.
    public private(set) var position = 0
    /// The cards answered Know at their first showing, in order.
    public private(set) var known: [Card] = []
    /// The cards answered Don't know at least once, in order.
    public private(set) var unknown: [Card] = []

    private let planned: Int
    private let all: Bool
    private let startedAt: Date
    private let scheduler: CardScheduler
    private let scope: CardScope
    /// Cards answered Don't know, to be shown again after the planned ones.
    private var again: [Card] = []
    /// The due date and ID of the last due card handed out; the next one comes after it.
    private var lastDueCard: (due: Date, id: Int64)?
    /// Set when no due card is left before ``dueCount`` were handed out (some were answered or deleted meanwhile).
    private var dueCardsExhausted = false
    /// The ID of the last new card (or, with `all`, of any card) handed out.
    private var lastCardID: Int64 = 0
    /// How many planned cards were handed out.
    private var plannedHandedOut = 0
    /// How many cards were shown again after a Don't know.
    private var shownAgain = 0

    /// Starts a session over the group called `groupName`, or over every group when it is nil;
    /// `limit` caps the number of cards.
    public init(
        collection: CardCollection, groupName: String?, all: Bool = false, limit: Int? = nil,
        scheduler: CardScheduler = CardScheduler()
    ) throws {
        let now = collection.clock.now()
        let startOfDay = collection.calendar.startOfDay(for: now)
        let accountID = collection.account.id
        let (group, due, new) = try collection.database.read { db in
            let group = try groupName.map { try collection.group(named: $0, in: db) }
            let scope = group.map { CardScope.group($0.id!) } ?? .account(accountID)
            if all {
                return (group, 0, try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM card WHERE \(scope.condition)",
                                                   arguments: scope.arguments) ?? 0)
            }
            let due = try Int.fetchOne(db, sql: """
                SELECT COUNT(*) FROM card WHERE \(scope.condition) AND state <> \(CardState.new.sqlLiteral) AND due <= ?
                """, arguments: scope.arguments + [now]) ?? 0
            let introducedToday = try Int.fetchOne(db, sql: """
                SELECT COUNT(*) FROM cardReview JOIN card ON card.id = cardReview.cardId
                WHERE cardReview.accountId = ? AND cardReview.reviewedAt >= ?
                  AND cardReview.stateBefore = \(CardState.new.sqlLiteral) AND card.\(scope.condition)
                """, arguments: [accountID, startOfDay] + scope.arguments) ?? 0
            let new = try Int.fetchOne(db, sql: """
                SELECT COUNT(*) FROM (SELECT 1 FROM card WHERE \(scope.condition) AND state = \(CardState.new.sqlLiteral) LIMIT ?)
                """, arguments: scope.arguments + [max(0, Self.dailyNewCardLimit - introducedToday)]) ?? 0
            return (group, due, new)
        }
        self.collection = collection
        self.group = group
        self.scope = group.map { .group($0.id!) } ?? .account(accountID)
        self.all = all
        self.startedAt = now
        self.scheduler = scheduler
        planned = min(due + new, limit ?? .max)
        dueCount = min(due, planned)
    }

    /// The number of distinct cards the session started with.
    public var plannedCount: Int { planned }

    /// How many cards the session holds (all of them, or only those of its group).
    public func cardCount() throws -> Int {
        try collection.database.read { db in
            try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM card WHERE \(scope.condition)", arguments: scope.arguments) ?? 0
        }
    }

    /// When the next studied card falls due, for an empty session; nil if none is scheduled.
    public func nextDue() throws -> Date? {
        try collection.database.read { db in
            try Date.fetchOne(db, sql: "SELECT MIN(due) FROM card WHERE \(scope.condition) AND state <> \(CardState.new.sqlLiteral)",
                              arguments: scope.arguments)
        }
    }

    /// The next card, or nil at the end; cards deleted since the session started are passed over.
    /// Cards answered Don't know come again once the planned cards are through.
    public mutating func nextCard() throws -> Card? {
        if let card = try nextPlannedCard() {
            plannedHandedOut += 1
            position += 1
            return card
        }
        while !again.isEmpty {
            let card = again.removeFirst()
            let current = try collection.database.read { db in try Card.owned(by: collection.account).filter(key: card.id).fetchOne(db) }
            if let current {
                position += 1
                shownAgain += 1
                return current
            }
        }
        return nil
    }

    private mutating func nextPlannedCard() throws -> Card? {
        guard plannedHandedOut < planned else { return nil }
        if !all && !dueCardsExhausted && plannedHandedOut < dueCount {
            if let card = try nextDueCard() {
                lastDueCard = (card.due, card.id!)
                return card
            }
            dueCardsExhausted = true
        }
        let (scope, lastCardID) = (scope, lastCardID)
        let newOnly = all ? "" : "AND state = \(CardState.new.sqlLiteral)"
        let card = try collection.database.read { db in
            try Card.fetchOne(db, sql: """
                SELECT * FROM card WHERE \(scope.condition) \(newOnly) AND id > ? ORDER BY id LIMIT 1
                """, arguments: scope.arguments + [lastCardID])
        }
        guard let card else { return nil }
        self.lastCardID = card.id!
        return card
    }

    private func nextDueCard() throws -> Card? {
        var sql = "SELECT * FROM card WHERE \(scope.condition) AND state <> \(CardState.new.sqlLiteral) AND due <= ?"
        var arguments = scope.arguments + [startedAt]
        if let lastDueCard {
            sql += " AND (due, id) > (?, ?)"
            arguments += [lastDueCard.due, lastDueCard.id]
        }
        return try collection.database.read { db in
            try Card.fetchOne(db, sql: sql + " ORDER BY due, id LIMIT 1", arguments: arguments)
        }
    }

    /// Records the answer to `card` (Know is Good, Don't know is Again) and returns the card with
    /// its new schedule. A card not known comes again later in the session.
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
            // A card answered into review is learned: its word is known.
            if updated.state == .review, current.state != .review {
                try KnownWords.cardLearned(word: updated.word, db, accountId: account.id, at: now)
            }
            try ProgressLedger.recordActivity(db, accountId: account.id, at: now)
            return (updated, review)
        }
        let seen = known.contains { $0.id == card.id } || unknown.contains { $0.id == card.id }
        if !knew {
            again.append(result.0)
            if let index = unknown.firstIndex(where: { $0.id == card.id }) { unknown[index] = result.0 } else { unknown.append(result.0) }
        } else if !seen {
            known.append(result.0)
        }
        return result
    }
}

/// The cards a session draws from: one group's, or every card of an account.
private enum CardScope: Sendable {
    case group(Int64)
    case account(Int64)

    /// The SQL condition on the `card` table (unqualified column).
    var condition: String {
        switch self {
        case .group: "groupId = ?"
        case .account: "accountId = ?"
        }
    }

    var arguments: StatementArguments {
        switch self {
        case .group(let id), .account(let id): [id]
        }
    }
}
