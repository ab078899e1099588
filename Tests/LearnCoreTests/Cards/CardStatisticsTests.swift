import Foundation
import Testing
@testable import LearnCore

struct CardStatisticsTests {
    let day: TimeInterval = 86_400

    @Test func countsReviewsPerDayRetentionAndTheForecast() async throws {
        let fixture = try await CardsFixture()
        let cards = fixture.collection()
        try cards.addGroup(named: "Travel")
        for word in ["map", "train", "ticket", "hotel"] {
            try cards.addCard(word: word, transcription: "", translation: word, group: "Travel")
        }
        func study(at offset: TimeInterval, limit: Int, unknown: Set<String>) throws -> [String] {
            var session = try StudySession(collection: fixture.collection(at: offset), groupName: "Travel", limit: limit)
            var words: [String] = []
            // The planned cards only: a card not known would come back in the session.
            while session.position < session.plannedCount, let card = try session.nextCard() {
                words.append(card.word)
                try session.answer(card, knew: !unknown.contains(card.word))
            }
            return words
        }
        // Day 0, 09:00 and 10:00: map graduates (due on day 2, 10:00), train stays in learning.
        #expect(try study(at: 0, limit: 3, unknown: ["ticket"]) == ["map", "train", "ticket"])
        #expect(try study(at: 3600, limit: 2, unknown: ["ticket"]) == ["ticket", "map"])
        // Day 2, 11:00: train graduates (stability 10.96, due in 11 days), map is reviewed, ticket stays due in a minute.
        #expect(try study(at: 2 * day + 2 * 3600, limit: 3, unknown: ["ticket"]) == ["train", "ticket", "map"])

        let statistics = try CardStatistics(collection: fixture.collection(at: 2 * day + 2 * 3600), days: 3)
        let midnight = AuthFixture.start - 9 * 3600
        #expect(statistics.reviewsPerDay.map(\.day) == [midnight, midnight + day, midnight + 2 * day])
        #expect(statistics.reviewsPerDay.map(\.known) == [3, 0, 2])
        #expect(statistics.reviewsPerDay.map(\.unknown) == [2, 0, 1])
        #expect(statistics.matureReviews == 1)
        #expect(statistics.matureKnown == 1)
        #expect(statistics.retention == 1)
        #expect(statistics.cardsByState == [.new: 1, .learning: 1, .review: 2, .relearning: 0])
        #expect(statistics.cards == 4)
        #expect(statistics.forecast.map(\.day) == [midnight + 2 * day, midnight + 3 * day, midnight + 4 * day])
        #expect(statistics.forecast.map(\.due) == [1, 0, 0])

        let fortnight = try CardStatistics(collection: fixture.collection(at: 2 * day + 2 * 3600), days: 14)
        #expect(fortnight.forecast[0].due == 1)
        #expect(fortnight.forecast[11].due == 2)
        #expect(fortnight.forecast.map(\.due).reduce(0, +) == 3)
    }

    @Test func withoutReviewsThereIsNoRetention() async throws {
        let fixture = try await CardsFixture()
        let statistics = try CardStatistics(collection: fixture.collection(), days: 7)
        #expect(statistics.retention == nil)
        #expect(statistics.reviewsPerDay.count == 7)
        #expect(statistics.reviewsPerDay.allSatisfy { $0.reviews == 0 })
        #expect(statistics.forecast.allSatisfy { $0.due == 0 })
        #expect(statistics.cards == 0)
    }
}
