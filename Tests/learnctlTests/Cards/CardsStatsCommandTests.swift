import Foundation
import Testing

struct CardsStatsCommandTests {
    @Test func statsShowReviewsPerDayRetentionAndTheForecast() throws {
        let cli = try LearnctlRunner.signedIn()
        try cli.addGroup("Travel", words: [("passport", "el pasaporte"), ("luggage", "el equipaje"), ("map", "el mapa")])
        // Day 0: passport and luggage graduate (due on day 2), map is not known twice.
        try cli.cardsOutput(["study", "Travel"], stdin: "know\nknow\ndont-know\n", now: learnctlNow())
        #expect(try cli.cardsOutput(["study", "Travel"], stdin: "dont-know\nknow\nknow\n", now: learnctlNow(plus: 600))
            .contains("Known: 2\nDon't know: 1\n  map — el mapa\n"))
        // Day 2: map is known; passport and luggage are in review: one known, one not.
        try cli.cardsOutput(["study", "Travel"], stdin: "know\nknow\ndont-know\n", now: learnctlNow(plus: 2 * day + 3600))

        let stats = try cli.cardsJSON(["stats", "--days", "3", "--json"], now: learnctlNow(plus: 2 * day + 3600))
        #expect(stats["cards"] as? [String: Int] == ["total": 3, "new": 0, "learning": 1, "review": 1, "relearning": 1])
        let days = try #require(stats["reviews_per_day"] as? [[String: Any]])
        #expect(days.map { $0["date"] as? String } == ["2025-01-31", "2025-02-01", "2025-02-02"])
        #expect(days.map { $0["reviews"] as? Int } == [6, 0, 3])
        #expect(days.map { $0["known"] as? Int } == [4, 0, 2])
        #expect(days.map { $0["unknown"] as? Int } == [2, 0, 1])
        #expect(stats["retention"] as? Double == 0.5)
        #expect(stats["retention_reviews"] as? Int == 2)
        let forecast = try #require(stats["forecast"] as? [[String: Any]])
        #expect(forecast.map { $0["date"] as? String } == ["2025-02-02", "2025-02-03", "2025-02-04"])
        #expect(forecast.map { $0["due"] as? Int } == [2, 0, 0])

        let text = try cli.cardsOutput(["stats", "--days", "3"], now: learnctlNow(plus: 2 * day + 3600))
        #expect(text == """
            Cards: 3 (0 new, 1 learning, 1 review, 1 relearning)

            Reviews per day:
              2025-01-31  6  (4 know, 2 don't know)
              2025-02-01  0  (0 know, 0 don't know)
              2025-02-02  3  (2 know, 1 don't know)

            Retention: 50% (1 of 2 reviews of cards in review answered with Know)

            Due:
              2025-02-02 (today)  2
              2025-02-03          0
              2025-02-04          0

            """)
    }

    @Test func daysMustBePositive() throws {
        let cli = try LearnctlRunner.signedIn()
        let result = try cli.cards(["stats", "--days", "0"])
        #expect(result.status == LearnctlRunner.usageErrorStatus)
        #expect(result.stderr.hasPrefix("Error: --days must be between 1 and 3650.\n"))
    }
}
