import Foundation
import GRDB
import Testing
@testable import LearnCore

struct CardCollectionTests {
    @Test func groupsAreListedByNameWithTheirCounts() async throws {
        let fixture = try await CardsFixture()
        let cards = fixture.collection()
        try cards.addGroup(named: "Travel")
        try cards.addGroup(named: "Cafe")
        try cards.addCard(word: "coffee", transcription: "/ˈkɒfi/", translation: "el café", group: "Cafe")
        try cards.addCard(word: "tea", transcription: "/tiː/", translation: "el té", group: "cafe")

        let summaries = try cards.groupSummaries()
        #expect(summaries.map(\.group.name) == ["Cafe", "Travel"])
        #expect(summaries.map(\.cards) == [2, 0])
        #expect(summaries.map(\.new) == [2, 0])
        #expect(summaries.map(\.due) == [0, 0])
    }

    @Test func groupNamesAreUniqueWhateverTheirCase() async throws {
        let cards = try await CardsFixture().collection()
        try cards.addGroup(named: "Travel")
        #expect(throws: CardError.groupExists("Travel")) { try cards.addGroup(named: " travel ") }
        #expect(throws: CardError.empty(field: "group name")) { try cards.addGroup(named: "  ") }
        #expect(throws: CardError.notOneLine(field: "group name")) { try cards.addGroup(named: "Trav\tel") }
    }

    @Test func anUnknownGroupGetsADidYouMean() async throws {
        let cards = try await CardsFixture().collection()
        try cards.addGroup(named: "Travel")
        try cards.addGroup(named: "Education")
        #expect(throws: CardError.unknownGroup("Travle", suggestion: "Did you mean \"Travel\"?")) {
            try cards.addCard(word: "map", transcription: "", translation: "el mapa", group: "Travle")
        }
        #expect(throws: CardError.unknownGroup("Work", suggestion: nil)) { try cards.group(named: "Work") }
    }

    @Test func renamingKeepsTheCardsAndMayChangeTheCase() async throws {
        let cards = try await CardsFixture().collection()
        try cards.addGroup(named: "travel")
        try cards.addGroup(named: "Cafe")
        try cards.addCard(word: "map", transcription: "", translation: "el mapa", group: "travel")
        try cards.renameGroup("TRAVEL", to: "Travel")
        #expect(try cards.cards(inGroup: "Travel").map(\.word) == ["map"])
        #expect(try cards.group(named: "travel").name == "Travel")
        #expect(throws: CardError.groupExists("Cafe")) { try cards.renameGroup("Travel", to: "cafe") }
    }

    @Test func aGroupWithCardsIsOnlyDeletedWithForce() async throws {
        let cards = try await CardsFixture().collection()
        try cards.addGroup(named: "Travel")
        try cards.addCard(word: "map", transcription: "", translation: "el mapa", group: "Travel")
        #expect(throws: CardError.groupNotEmpty("Travel", cards: 1)) { try cards.deleteGroup(named: "Travel", force: false) }
        #expect(try cards.cards().count == 1)

        let deleted = try cards.deleteGroup(named: "travel", force: true)
        #expect(deleted.deletedCards == 1)
        #expect(try cards.groupSummaries().isEmpty)
        #expect(try cards.cards().isEmpty)
    }

    @Test func theSameWordTwiceInAGroupIsRefusedButMayBeInAnother() async throws {
        let cards = try await CardsFixture().collection()
        try cards.addGroup(named: "Travel")
        try cards.addGroup(named: "Cafe")
        try cards.addCard(word: "Bill", transcription: "", translation: "la cuenta", group: "Cafe")
        #expect(throws: CardError.duplicateWord("bill", group: "Cafe")) {
            try cards.addCard(word: "bill", transcription: "", translation: "la factura", group: "Cafe")
        }
        try cards.addCard(word: "bill", transcription: "", translation: "la factura", group: "Travel")
        #expect(try cards.cards().count == 2)
    }

    @Test func wordAndTranslationAreRequiredAndTrimmed() async throws {
        let cards = try await CardsFixture().collection()
        try cards.addGroup(named: "Travel")
        #expect(throws: CardError.empty(field: "word")) {
            try cards.addCard(word: " ", transcription: "", translation: "el mapa", group: "Travel")
        }
        #expect(throws: CardError.empty(field: "translation")) {
            try cards.addCard(word: "map", transcription: "", translation: "", group: "Travel")
        }
        #expect(throws: CardError.notOneLine(field: "translation")) {
            try cards.addCard(word: "map", transcription: "", translation: "el\nmapa", group: "Travel")
        }
        let card = try cards.addCard(word: "  map ", transcription: " /mæp/ ", translation: " el mapa", group: "Travel")
        #expect(card.word == "map")
        #expect(card.transcription == "/mæp/")
        #expect(card.translation == "el mapa")
        #expect(card.state == .new)
        #expect(card.due == AuthFixture.start)
    }

    @Test func editingKeepsTheScheduleAndHistory() async throws {
        let fixture = try await CardsFixture()
        let cards = fixture.collection()
        try cards.addGroup(named: "Travel")
        try cards.addGroup(named: "Cafe")
        let added = try cards.addCard(word: "map", transcription: "", translation: "el mapa", group: "Travel")
        var session = try StudySession(collection: cards, groupName: "Travel")
        let studied = try session.answer(try #require(try session.nextCard()), knew: true).card

        let edited = try cards.editCard(id: added.id!, word: "city map", transcription: "/ˈsɪti mæp/", group: "cafe")
        #expect(edited.word == "city map")
        #expect(edited.transcription == "/ˈsɪti mæp/")
        #expect(edited.translation == "el mapa")
        #expect(edited.groupId == (try cards.group(named: "Cafe")).id)
        #expect(edited.state == studied.state)
        #expect(edited.due == studied.due)
        #expect(edited.stability == studied.stability)
        #expect(edited.reps == 1)
        let reviews = try fixture.auth.database.read { try CardReview.owned(by: fixture.ada).fetchCount($0) }
        #expect(reviews == 1)
    }

    @Test func editingCannotDuplicateAWordInTheTargetGroup() async throws {
        let cards = try await CardsFixture().collection()
        try cards.addGroup(named: "Travel")
        try cards.addGroup(named: "Cafe")
        let map = try cards.addCard(word: "map", transcription: "", translation: "el mapa", group: "Travel")
        try cards.addCard(word: "menu", transcription: "", translation: "la carta", group: "Cafe")
        #expect(throws: CardError.duplicateWord("Menu", group: "Cafe")) {
            try cards.editCard(id: map.id!, word: "Menu", group: "Cafe")
        }
        #expect(try cards.editCard(id: map.id!, word: "Map").word == "Map")
        #expect(throws: CardError.empty(field: "translation")) { try cards.editCard(id: map.id!, translation: " ") }
        #expect(try cards.card(id: map.id!).translation == "el mapa")
    }

    @Test func deletingACardDeletesItsReviews() async throws {
        let fixture = try await CardsFixture()
        let cards = fixture.collection()
        try cards.addGroup(named: "Travel")
        let map = try cards.addCard(word: "map", transcription: "", translation: "el mapa", group: "Travel")
        var session = try StudySession(collection: cards, groupName: "Travel")
        try session.answer(try #require(try session.nextCard()), knew: false)

        try cards.deleteCard(id: map.id!)
        #expect(throws: CardError.unknownCard(map.id!)) { try cards.card(id: map.id!) }
        let reviews = try fixture.auth.database.read { try CardReview.fetchCount($0) }
        #expect(reviews == 0)
    }

    @Test func twoAccountsNeverSeeEachOthersCards() async throws {
        let fixture = try await CardsFixture()
        let ada = fixture.collection(fixture.ada)
        let grace = fixture.collection(fixture.grace)
        try ada.addGroup(named: "Travel")
        let adasMap = try ada.addCard(word: "map", transcription: "", translation: "el mapa", group: "Travel")
        try grace.addGroup(named: "Travel")
        try grace.addCard(word: "train", transcription: "", translation: "el tren", group: "Travel")

        #expect(try ada.cards().map(\.word) == ["map"])
        #expect(try grace.cards().map(\.word) == ["train"])
        #expect(try grace.groupSummaries().map(\.cards) == [1])
        #expect(throws: CardError.unknownCard(adasMap.id!)) { try grace.card(id: adasMap.id!) }
        #expect(throws: CardError.unknownCard(adasMap.id!)) { try grace.editCard(id: adasMap.id!, word: "mine") }
        #expect(throws: CardError.unknownCard(adasMap.id!)) { try grace.deleteCard(id: adasMap.id!) }
        try grace.deleteGroup(named: "Travel", force: true)
        #expect(try ada.card(id: adasMap.id!) == adasMap)
        #expect(try ada.groupSummaries().map(\.cards) == [1])
    }
}
