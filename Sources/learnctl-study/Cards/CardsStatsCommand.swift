import ArgumentParser
import Foundation
import LearnCore
import ListenClient
import Localization

/// `learnctl cards stats`: reviews per day, retention and the due forecast.
struct CardsStatsCommand: AsyncParsableCommand, PrintsJSON {
    static let configuration = CommandConfiguration(
        commandName: "stats",
        abstract: "Show your reviews per day, retention and the cards due in the coming days.",
        discussion: """
            Shows how many cards you have in each state; how many reviews you did on each of the \
            last days (split into Know and Don't know); your retention, the share of reviews of \
            cards already in the review state that you answered with Know; and the forecast: how \
            many cards fall due on each of the next days (today's count includes overdue cards). \
            Days are calendar days in the local time zone.

            With --json, prints an object with "cards" (per state), "reviews_per_day" (objects \
            with "date", "reviews", "known", "unknown"), "retention" (null without reviews of \
            cards in review), "retention_reviews" and "forecast" (objects with "date" and "due").
            """)

    @Option(help: ArgumentHelp("How many days back and ahead to show.", valueName: "n"))
    var days = 7

    static let jsonHelp = "Print the statistics as a JSON object."
    @OptionGroup var output: OutputOptions<CardsStatsCommand>

    func validate() throws {
        if days < 1 || days > 3650 { throw ValidationError(tr("--days must be between 1 and 3650.")) }
    }

    private struct StatsJSON: Encodable {
        struct Day: Encodable {
            let date: String
            let reviews: Int
            let known: Int
            let unknown: Int
        }
        struct Forecast: Encodable {
            let date: String
            let due: Int
        }
        let cards: [String: Int]
        let reviewsPerDay: [Day]
        let retention: Double?
        let retentionReviews: Int
        let forecast: [Forecast]

        enum CodingKeys: String, CodingKey {
            case cards, retention, forecast
            case reviewsPerDay = "reviews_per_day"
            case retentionReviews = "retention_reviews"
        }

        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(cards, forKey: .cards)
            try container.encode(reviewsPerDay, forKey: .reviewsPerDay)
            try container.encode(retention, forKey: .retention)
            try container.encode(retentionReviews, forKey: .retentionReviews)
            try container.encode(forecast, forKey: .forecast)
        }
    }

    func run() async throws {
        let statistics = try CardStatistics(collection: try await CardCollection.signedIn(), days: days)
        if output.json {
            var cards = Dictionary(uniqueKeysWithValues: statistics.cardsByState.map { ($0.key.rawValue, $0.value) })
            cards["total"] = statistics.cards
            try JSONLines.print(StatsJSON(
                cards: cards,
                reviewsPerDay: statistics.reviewsPerDay.map {
                    .init(date: CardFormat.day($0.day), reviews: $0.reviews, known: $0.known, unknown: $0.unknown)
                },
                retention: statistics.retention,
                retentionReviews: statistics.matureReviews,
                forecast: statistics.forecast.map { .init(date: CardFormat.day($0.day), due: $0.due) }))
            return
        }
        let states = CardState.allCases.map { "\(statistics.cardsByState[$0] ?? 0) \(CardFormat.state($0))" }
        print(tr("Cards: %s (%s)", String(statistics.cards), states.joined(separator: ", ")))
        print("")
        print(tr("Reviews per day:"))
        print(CardFormat.table(statistics.reviewsPerDay.map {
            ["  " + CardFormat.day($0.day), "\($0.reviews)", tr("(%s know, %s don't know)", String($0.known), String($0.unknown))]
        }, numeric: [1]))
        print("")
        if let retention = statistics.retention {
            print(tr("Retention: %s (%s of %s reviews of cards in review answered with Know)",
                     NumberText.percent(Int((retention * 100).rounded(.toNearestOrEven))), String(statistics.matureKnown),
                     String(statistics.matureReviews)))
        } else {
            print(tr("Retention: no reviews of cards in review yet"))
        }
        print("")
        print(tr("Due:"))
        print(CardFormat.table(statistics.forecast.enumerated().map { index, day in
            ["  " + CardFormat.day(day.day) + (index == 0 ? tr(" (today)") : ""), "\(day.due)"]
        }, numeric: [1]))
    }
}
