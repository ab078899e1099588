import Foundation
import GRDB
import Testing
@testable import LearnCore

struct CardImporterTests {
    func rows(_ text: String) throws -> [CardFileRow] {
        try CardFileReader.read(Data(text.utf8), file: "cards.txt")
    }

    @Test func importCreatesMissingGroupsAndSkipsWordsAlreadyThere() async throws {
        let fixture = try await CardsFixture()
        let cards = fixture.collection()
        try cards.addGroup(named: "travel")
        try cards.addCard(word: "Map", transcription: "", translation: "el mapa", group: "travel")

        let result = try CardImporter.importRows(try rows("""
            map\tel mapa\t\tTravel
            train\tel tren\t\tTravel
            cup\tla taza\t\tCafe
            TRAIN\tel tren\t\tTravel

            """), from: "cards.txt", into: cards)
        #expect(result.imported.map(\.group) == ["travel", "Cafe"])
        #expect(result.imported.map(\.cards) == [1, 1])
        #expect(result.total == 2)
        #expect(result.createdGroups == ["Cafe"])
        #expect(result.skipped.map(\.line) == [1, 4])
        #expect(try cards.cards().map(\.word) == ["cup", "Map", "train"])
    }

    @Test func theGroupOptionPutsEveryCardIntoAnExistingGroup() async throws {
        let cards = try await CardsFixture().collection()
        try cards.addGroup(named: "Work")
        let result = try CardImporter.importRows(
            try rows("map\tel mapa\t\tTravel\ncup\tla taza\t\tCafe\n"), from: "cards.txt", into: cards, group: "work")
        #expect(result.imported.map(\.group) == ["Work"])
        #expect(result.createdGroups.isEmpty)
        #expect(try cards.groupSummaries().map(\.group.name) == ["Work"])
        #expect(throws: CardError.unknownGroup("Wrk", suggestion: "Did you mean \"Work\"?")) {
            try CardImporter.importRows(try rows("tea\tel té\n"), from: "cards.txt", into: cards, group: "Wrk")
        }
    }

    @Test func rowsWithoutAGroupNeedTheGroupOption() async throws {
        let cards = try await CardsFixture().collection()
        #expect(throws: CardFileError(
            file: "cards.txt", line: 1,
            message: "This row names no group; pass --group GROUP or add a group column (#deck column:N).")) {
            try CardImporter.importRows(try rows("map\tel mapa\n"), from: "cards.txt", into: cards)
        }
        #expect(try cards.groupSummaries().isEmpty)
    }

    @Test func aFailureLeavesTheCollectionAsItWas() async throws {
        let fixture = try await CardsFixture()
        let cards = fixture.collection()
        try cards.addGroup(named: "Travel")
        let blocked = try CardFileReader.read(Data("map\tel mapa\t\tTravel\ntrain\tel tren\t\tTravel\n".utf8), file: "cards.txt")
        try fixture.auth.database.write { db in
            try db.execute(sql: """
                CREATE TEMP TRIGGER refuse_trains BEFORE INSERT ON card WHEN NEW.word = 'train'
                BEGIN SELECT RAISE(ABORT, 'no trains'); END
                """)
        }
        let error = #expect(throws: DatabaseError.self) { try CardImporter.importRows(blocked, from: "cards.txt", into: cards) }
        #expect(error?.message == "no trains")
        #expect(try cards.cards().isEmpty)
    }

    @Test func progressIsReportedUpToTheTotal() async throws {
        let cards = try await CardsFixture().collection()
        let text = (0..<2500).map { "w\($0)\tt\($0)\t\tBig" }.joined(separator: "\n")
        var reports: [Int] = []
        let result = try CardImporter.importRows(try rows(text), from: "big.txt", into: cards) { done, total in
            #expect(total == 2500)
            reports.append(done)
        }
        #expect(result.total == 2500)
        #expect(reports == [0, 1000, 2000, 2500])
    }

    @Test func importedCardsAreNewAndBelongToTheImportingAccountOnly() async throws {
        let fixture = try await CardsFixture()
        try CardImporter.importRows(try rows("map\tel mapa\t\tTravel\n"), from: "cards.txt", into: fixture.collection())
        let map = try #require(try fixture.collection().cards().first)
        #expect(map.state == .new)
        #expect(map.due == AuthFixture.start)
        #expect(map.accountId == fixture.ada.id)
        #expect(try fixture.collection(fixture.grace).cards().isEmpty)
        #expect(try fixture.collection(fixture.grace).groupSummaries().isEmpty)
    }
}
