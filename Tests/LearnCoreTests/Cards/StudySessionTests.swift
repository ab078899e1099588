import Foundation
import GRDB
import Testing
@testable import LearnCore

struct StudySessionTests {
    let hour: TimeInterval = 3600
    let day: TimeInterval = 86_400

    /// Ada's group "Travel" with `count` new cards w0, w1, … and a group "Cafe" with one card.
    func collectionWithCards(_ count: Int) async throws -> CardsFixture {
        let fixture = try await CardsFixture()
        let cards = fixture.collection()
        try cards.addGroup(named: "Travel")
        try cards.addGroup(named: "Cafe")
        for index in 0..<count {
            try cards.addCard(word: "w\(index)", transcription: "", translation: "t\(index)", group: "Travel")
        }
        try cards.addCard(word: "coffee", transcription: "", translation: "el café", group: "Cafe")
        return fixture
    }

    func words(_ session: inout StudySession) throws -> [String] {
        var words: [String] = []
        while let card = try session.nextCard() { words.append(card.word) }
        return words
    }

    @Test func aSessionHoldsOnlyTheChosenGroupsCardsInTheOrderAdded() async throws {
        let fixture = try await collectionWithCards(3)
        var session = try StudySession(collection: fixture.collection(), groupName: "travel")
        #expect(session.group?.name == "Travel")
        #expect(session.total == 3)
        #expect(session.dueCount == 0)
        #expect(try words(&session) == ["w0", "w1", "w2"])
    }

    @Test func answersAreCountedAsKnownAndUnknown() async throws {
        let fixture = try await collectionWithCards(3)
        var session = try StudySession(collection: fixture.collection(), groupName: "Travel")
        try session.answer(try #require(try session.nextCard()), knew: true)
        try session.answer(try #require(try session.nextCard()), knew: false)
        try session.answer(try #require(try session.nextCard()), knew: true)
        #expect(session.known.map(\.word) == ["w0", "w2"])
        #expect(session.unknown.map(\.word) == ["w1"])
        let log = try fixture.auth.database.read { try CardReview.order(Column("id")).fetchAll($0) }
        #expect(log.map(\.rating) == [.good, .again, .good])
    }

    @Test func aCardNotKnownComesBackAfterTheOthersUntilItIsKnown() async throws {
        let fixture = try await collectionWithCards(3)
        var session = try StudySession(collection: fixture.collection(), groupName: "Travel")
        var shown: [String] = []
        while let card = try session.nextCard() {
            shown.append(card.word)
            // w1 is not known the first two times.
            try session.answer(card, knew: card.word != "w1" || shown.filter { $0 == "w1" }.count > 2)
        }
        #expect(shown == ["w0", "w1", "w2", "w1", "w1"])
        #expect(session.total == 5)
        #expect(session.position == 5)
        #expect(session.known.map(\.word) == ["w0", "w2"])
        #expect(session.unknown.map(\.word) == ["w1"])
    }

    @Test func withoutAGroupASessionHoldsEveryGroupsCardsDueFirstThenNew() async throws {
        let fixture = try await collectionWithCards(2)
        var first = try StudySession(collection: fixture.collection(), groupName: "Cafe")
        try first.answer(try #require(try first.nextCard()), knew: true)    // coffee: due in 10 minutes

        var everything = try StudySession(collection: fixture.collection(at: hour), groupName: nil)
        #expect(everything.group == nil)
        #expect(everything.dueCount == 1)
        #expect(everything.plannedCount == 3)
        #expect(try words(&everything) == ["coffee", "w0", "w1"])
    }

    @Test func withoutAGroupTheDailyNewCardLimitCountsEveryGroup() async throws {
        let fixture = try await collectionWithCards(25)
        var travel = try StudySession(collection: fixture.collection(), groupName: "Travel", limit: 15)
        for _ in 0..<15 { try travel.answer(try #require(try travel.nextCard()), knew: true) }
        let everything = try StudySession(collection: fixture.collection(at: 60), groupName: nil)
        #expect(everything.dueCount == 0)
        #expect(everything.plannedCount == StudySession.dailyNewCardLimit - 15)
    }

    @Test func newCardsAreLimitedPerGroupAndDay() async throws {
        let fixture = try await collectionWithCards(25)
        var morning = try StudySession(collection: fixture.collection(), groupName: "Travel")
        #expect(morning.total == StudySession.dailyNewCardLimit)
        for _ in 0..<5 { try morning.answer(try #require(try morning.nextCard()), knew: true) }

        let noon = try StudySession(collection: fixture.collection(at: 3 * hour), groupName: "Travel")
        #expect(noon.dueCount == 5)
        #expect(noon.total == 5 + 15)

        let cafe = try StudySession(collection: fixture.collection(at: 3 * hour), groupName: "Cafe")
        #expect(cafe.total == 1)

        let tomorrow = try StudySession(collection: fixture.collection(at: day), groupName: "Travel")
        #expect(tomorrow.total - tomorrow.dueCount == 20)
    }

    @Test func dueCardsComeFirstLongestOverdueFirstAndOthersWait() async throws {
        let fixture = try await collectionWithCards(3)
        var first = try StudySession(collection: fixture.collection(), groupName: "Travel")
        try first.answer(try #require(try first.nextCard()), knew: true)    // w0: due in 10 minutes
        try first.answer(try #require(try first.nextCard()), knew: false)   // w1: due in 1 minute

        var fiveMinutesLater = try StudySession(collection: fixture.collection(at: 300), groupName: "Travel")
        #expect(fiveMinutesLater.dueCount == 1)
        #expect(try words(&fiveMinutesLater) == ["w1", "w2"])

        var later = try StudySession(collection: fixture.collection(at: hour), groupName: "Travel")
        #expect(later.dueCount == 2)
        #expect(try words(&later) == ["w1", "w0", "w2"])
    }

    @Test func allHoldsEveryCardOfTheGroupAndLimitCapsTheSession() async throws {
        let fixture = try await collectionWithCards(25)
        var first = try StudySession(collection: fixture.collection(), groupName: "Travel", limit: 2)
        #expect(first.total == 2)
        try first.answer(try #require(try first.nextCard()), knew: true)
        try first.answer(try #require(try first.nextCard()), knew: true)

        var all = try StudySession(collection: fixture.collection(), groupName: "Travel", all: true)
        #expect(all.total == 25)
        #expect(try words(&all) == (0..<25).map { "w\($0)" })
        let limited = try StudySession(collection: fixture.collection(), groupName: "Travel", all: true, limit: 3)
        #expect(limited.total == 3)
    }

    @Test func anEmptySessionKnowsWhenTheNextCardIsDue() async throws {
        let fixture = try await collectionWithCards(1)
        var first = try StudySession(collection: fixture.collection(), groupName: "Travel")
        #expect(try first.nextDue() == nil)
        try first.answer(try #require(try first.nextCard()), knew: true)
        let empty = try StudySession(collection: fixture.collection(at: 60), groupName: "Travel")
        #expect(empty.total == 0)
        #expect(try empty.nextDue() == AuthFixture.start.addingTimeInterval(600))
    }

    @Test func aCardDeletedDuringTheSessionIsPassedOver() async throws {
        let fixture = try await collectionWithCards(3)
        let cards = fixture.collection()
        var session = try StudySession(collection: cards, groupName: "Travel")
        let second = try cards.cards(inGroup: "Travel")[1]
        try cards.deleteCard(id: second.id!)
        #expect(try words(&session) == ["w0", "w2"])
    }

    @Test func anotherAccountsGroupOfTheSameNameIsNotStudied() async throws {
        let fixture = try await collectionWithCards(2)
        let grace = fixture.collection(fixture.grace)
        #expect(throws: CardError.unknownGroup("Travel", suggestion: nil)) {
            try StudySession(collection: grace, groupName: "Travel")
        }
        try grace.addGroup(named: "Travel")
        let session = try StudySession(collection: grace, groupName: "Travel", all: true)
        #expect(session.total == 0)
    }
}
