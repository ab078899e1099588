import Foundation
import GRDB

/// An account's study record: cards per state, reviews per day, retention and the due forecast.
public struct CardStatistics: Sendable, Equatable {
    /// The reviews of one day.
    public struct ReviewDay: Sendable, Equatable {
        /// The start of the day.
        public var day: Date
        public var known: Int
        public var unknown: Int
        public var reviews: Int { known + unknown }
    }

    /// The studied cards falling due on one day.
    public struct ForecastDay: Sendable, Equatable {
        /// The start of the day.
        public var day: Date
        /// Cards due that day; today's count includes overdue cards.
        public var due: Int
    }

    /// Cards in each state.
    public var cardsByState: [CardState: Int]
    /// The last days, oldest first, ending today.
    public var reviewsPerDay: [ReviewDay]
    /// Reviews over those days of cards that were in the review state.
    public var matureReviews: Int
    /// How many of ``matureReviews`` were answered with Know.
    public var matureKnown: Int
    /// The next days, starting today.
    public var forecast: [ForecastDay]

    /// The share of mature reviews answered with Know, or nil without any.
    public var retention: Double? {
        matureReviews == 0 ? nil : Double(matureKnown) / Double(matureReviews)
    }

    /// All cards.
    public var cards: Int { cardsByState.values.reduce(0, +) }

    /// The statistics of `collection` over the last `days` days and the forecast for the next `days` days.
    public init(collection: CardCollection, days: Int) throws {
        precondition(days > 0)
        let now = collection.clock.now()
        let calendar = collection.calendar
        let today = calendar.startOfDay(for: now)
        let pastDays = (0..<days).reversed().map { calendar.date(byAdding: .day, value: -$0, to: today)! }
        let nextDays = (0...days).map { calendar.date(byAdding: .day, value: $0, to: today)! }
        let accountID = collection.account.id

        let (states, reviews, dueDates) = try collection.database.read { db in
            let states = try Row.fetchAll(
                db, sql: "SELECT state, COUNT(*) AS count FROM card WHERE accountId = ? GROUP BY state",
                arguments: [accountID])
            let reviews = try Row.fetchAll(db, sql: """
                SELECT reviewedAt, rating, stateBefore FROM cardReview WHERE accountId = ? AND reviewedAt >= ?
                """, arguments: [accountID, pastDays[0]])
            let dueDates = try Date.fetchAll(db, sql: """
                SELECT due FROM card WHERE accountId = ? AND state <> \(CardState.new.sqlLiteral) AND due < ?
                """, arguments: [accountID, nextDays[days]])
            return (states, reviews, dueDates)
        }

        cardsByState = Dictionary(uniqueKeysWithValues: CardState.allCases.map { ($0, 0) })
        for row in states {
            if let state = CardState(rawValue: row["state"]) { cardsByState[state] = row["count"] }
        }

        reviewsPerDay = pastDays.map { ReviewDay(day: $0, known: 0, unknown: 0) }
        matureReviews = 0
        matureKnown = 0
        for row in reviews {
            let reviewedAt: Date = row["reviewedAt"]
            let knew = (row["rating"] as Int) >= Rating.hard.rawValue
            if let index = pastDays.lastIndex(where: { $0 <= reviewedAt }) {
                if knew { reviewsPerDay[index].known += 1 } else { reviewsPerDay[index].unknown += 1 }
            }
            if row["stateBefore"] == CardState.review.rawValue {
                matureReviews += 1
                if knew { matureKnown += 1 }
            }
        }

        forecast = nextDays.dropLast().map { ForecastDay(day: $0, due: 0) }
        for due in dueDates {
            let index = nextDays.lastIndex(where: { $0 <= due }) ?? 0
            forecast[index].due += 1
        }
    }
}
