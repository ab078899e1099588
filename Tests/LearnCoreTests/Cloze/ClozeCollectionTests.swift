import Foundation
import GRDB
import Testing
@testable import LearnCore

struct ClozeCollectionTests {
    @Test func everyAccountHasADefaultListThatCannotBeDeleted() async throws {
        let fixture = try await ClozeFixture()
        let cloze = try fixture.collection()
        #expect(try cloze.lists().map(\.list.name) == ["My words"])
        #expect(try cloze.lists().map(\.list.isDefault) == [true])
        #expect(throws: ClozeError.defaultListProtected("My words")) { try cloze.deleteList(named: "my words") }
        #expect(ClozeError.defaultListProtected("My words").description == "“My words” is your default list and cannot be deleted.")

        // Renamed, it is still the default: entries without a list go there, and it still cannot be deleted.
        try cloze.renameList("My words", to: "Everyday")
        try cloze.add("meet; Nice to meet you")
        #expect(try cloze.lists().map(\.list.name) == ["Everyday"])
        #expect(try cloze.lists().map(\.entries) == [1])
        #expect(throws: ClozeError.defaultListProtected("Everyday")) { try cloze.deleteList(named: "Everyday") }
        // Opening again does not make a second default list.
        #expect(try fixture.collection().lists().count == 1)
    }

    @Test func listsAreAddedRenamedAndDeletedWithTheirEntries() async throws {
        let fixture = try await ClozeFixture()
        let cloze = try fixture.collection()
        try cloze.addList(named: "Travel")
        try cloze.addList(named: "  Cafe ")
        #expect(try cloze.lists().map(\.list.name) == ["My words", "Cafe", "Travel"])
        #expect(throws: ClozeError.listExists("Travel")) { try cloze.addList(named: "TRAVEL") }
        #expect(throws: ClozeError.listExists("My words")) { try cloze.addList(named: "my words") }
        #expect(throws: ClozeError.emptyListName) { try cloze.addList(named: "   ") }
        #expect(throws: ClozeError.listNameNotOneLine) { try cloze.addList(named: "Tra\nvel") }

        try fixture.add(["ticket; I lost my ticket", "platform; Which platform is it?"], to: "travel")
        try cloze.renameList("travel", to: "Trips")
        #expect(try cloze.entries(in: cloze.list(named: "Trips")).map(\.word) == ["ticket", "platform"])
        #expect(throws: ClozeError.listExists("Cafe")) { try cloze.renameList("Trips", to: "cafe") }
        try cloze.renameList("trips", to: "TRIPS")
        #expect(try cloze.list(named: "trips").name == "TRIPS")

        let deleted = try cloze.deleteList(named: "Trips")
        #expect(deleted.deletedEntries == 2)
        #expect(try cloze.lists().map(\.list.name) == ["My words", "Cafe"])
        let left = try fixture.auth.database.read { try Int.fetchOne($0, sql: "SELECT COUNT(*) FROM clozeEntry") }
        #expect(left == 0)
    }

    @Test func anUnknownListGetsADidYouMean() async throws {
        let fixture = try await ClozeFixture()
        let cloze = try fixture.collection()
        try cloze.addList(named: "Travel")
        #expect(throws: ClozeError.unknownList("Travle", suggestion: "Did you mean \"Travel\"?")) {
            try cloze.add("map; Read the map", toList: "Travle")
        }
        #expect(throws: ClozeError.unknownList("Work", suggestion: nil)) { try cloze.list(named: "Work") }
    }

    @Test func theSameWordAndSentenceAreRefusedInOneListAndAllowedInAnother() async throws {
        let fixture = try await ClozeFixture()
        let cloze = try fixture.collection()
        try cloze.addList(named: "Travel")
        let entry = try cloze.add("  meet ;  Nice to meet you ")
        #expect(entry.word == "meet" && entry.sentence == "Nice to meet you")
        #expect(throws: ClozeError.duplicateEntry(word: "meet", sentence: "Nice to meet you", list: "My words")) {
            try cloze.add("Meet; nice to meet you")
        }
        #expect(ClozeError.duplicateEntry(word: "meet", sentence: "Nice to meet you", list: "My words").description
            == "“meet; Nice to meet you” is already in the list “My words”.")
        try cloze.add("meet; Nice to meet you", toList: "Travel")
        try cloze.add("meet; Nice to meet you too")
        #expect(try cloze.lists().map(\.entries) == [2, 1])
    }

    @Test func anImportWithABadLineAddsNothing() async throws {
        let fixture = try await ClozeFixture()
        let cloze = try fixture.collection()
        try cloze.add("meet; Nice to meet you")
        let file = ClozeFileReader.read(text: "run;Run fast\nno semicolon\nsee;See you\n;\n")
        #expect(throws: ClozeImportError(file: "words.txt", problems: file.problems, validCount: 2)) {
            try cloze.importEntries(file, from: "words.txt")
        }
        #expect(file.problems.map(\.line) == [2, 4])
        #expect(try cloze.entries(in: cloze.list(named: nil)).map(\.word) == ["meet"])
    }

    @Test func skipInvalidAddsTheValidLinesAndReportsTheRest() async throws {
        let fixture = try await ClozeFixture()
        let cloze = try fixture.collection()
        try cloze.addList(named: "Travel")
        try cloze.add("run; Run fast", toList: "Travel")
        let file = ClozeFileReader.read(text: "run;Run fast\nno semicolon\nsee;See you\nSEE; see you\n")
        let result = try cloze.importEntries(file, from: "words.txt", toList: "travel", skipInvalid: true)
        #expect(result.list.name == "Travel")
        #expect(result.added.map(\.word) == ["see"])
        #expect(result.duplicates.map(\.line) == [1, 4], "already in the list, or earlier in the file")
        #expect(result.leftOut.map(\.line) == [2])
        #expect(try cloze.entries(in: cloze.list(named: "Travel")).map(\.word) == ["run", "see"])
    }

    @Test func aFileWithoutEntriesIsRefused() async throws {
        let cloze = try await ClozeFixture().collection()
        #expect(throws: ClozeFileError(file: "empty.txt", message: "There are no entries in it.")) {
            try cloze.importEntries(ClozeFileReader.read(text: "\n  \n"), from: "empty.txt")
        }
    }

    @Test func anEntryIsEditedMovedAndDeletedKeepingItsCounts() async throws {
        let fixture = try await ClozeFixture()
        let cloze = try fixture.collection()
        try cloze.addList(named: "Travel")
        let meet = try cloze.add("meet; Nice to meet you")
        let other = try cloze.add("greet; Greet them", toList: "Travel")
        try cloze.record([(meet, false), (meet, false)])

        let edited = try cloze.editEntry(id: meet.id!, sentence: "Pleased to meet you", list: "Travel")
        #expect(edited.sentence == "Pleased to meet you" && edited.word == "meet")
        #expect(edited.errorCount == 2)
        #expect(try cloze.entries(in: cloze.list(named: "Travel")).map(\.id) == [meet.id, other.id])
        #expect(throws: ClozeError.wordNotInSentence) { try cloze.editEntry(id: meet.id!, word: "greet") }
        #expect(throws: ClozeError.emptySide) { try cloze.editEntry(id: meet.id!, sentence: " ") }
        #expect(throws: ClozeError.duplicateEntry(word: "greet", sentence: "Greet them", list: "Travel")) {
            try cloze.editEntry(id: meet.id!, word: "Greet", sentence: "greet them")
        }
        #expect(try cloze.editEntry(id: meet.id!, word: "MEET").word == "MEET", "only its case changes: not a duplicate of itself")

        #expect(try cloze.deleteEntry(id: meet.id!).word == "MEET")
        #expect(throws: ClozeError.unknownEntry(meet.id!)) { try cloze.entry(id: meet.id!) }
    }

    @Test func anotherAccountSeesNoneOfTheListsOrEntries() async throws {
        let fixture = try await ClozeFixture()
        let ada = try fixture.collection()
        try ada.addList(named: "Travel")
        let entry = try ada.add("ticket; I lost my ticket", toList: "Travel")
        try ada.updateSettings(groupSize: .nine)

        let grace = try fixture.collection(fixture.grace)
        #expect(try grace.lists().map(\.list.name) == ["My words"])
        #expect(try grace.lists().map(\.entries) == [0])
        #expect(throws: ClozeError.unknownList("Travel", suggestion: nil)) { try grace.list(named: "Travel") }
        #expect(throws: ClozeError.unknownEntry(entry.id!)) { try grace.entry(id: entry.id!) }
        #expect(throws: ClozeError.unknownEntry(entry.id!)) { try grace.deleteEntry(id: entry.id!) }
        #expect(throws: ClozeError.unknownEntry(entry.id!)) { try grace.editEntry(id: entry.id!, sentence: "My ticket") }
        #expect(try grace.record([(entry, false)]).isEmpty)
        #expect(try grace.settings().groupSize == .three)
        try grace.addList(named: "Travel")
        #expect(try ada.entry(id: entry.id!).errorCount == 0)
        #expect(try ada.lists().map(\.list.name) == ["My words", "Travel"])
    }

    @Test func settingsStartAtGroupsOfThreeWithoutReadAloudAndAreKept() async throws {
        let fixture = try await ClozeFixture()
        let cloze = try fixture.collection()
        #expect(try cloze.settings().groupSize == .three)
        #expect(try cloze.settings().readAloud == false)
        try cloze.updateSettings(groupSize: .six)
        try cloze.updateSettings(readAloud: true)
        let settings = try fixture.collection().settings()
        #expect(settings.groupSize == .six)
        #expect(settings.readAloud)
        let rows = try fixture.auth.database.read { try Int.fetchOne($0, sql: "SELECT COUNT(*) FROM clozeSettings") }
        #expect(rows == 1)
    }

    @Test func deletingTheAccountDeletesItsCloze() async throws {
        let fixture = try await ClozeFixture()
        try fixture.add(["meet; Nice to meet you"])
        _ = try fixture.collection().updateSettings(readAloud: true)
        _ = try await fixture.auth.service(machine: "ada").deleteAccount(password: "ada's password")
        let counts = try fixture.auth.database.read { db in
            try ["clozeList", "clozeEntry", "clozeSettings"].map {
                try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM \($0) WHERE accountId = ?", arguments: [fixture.ada.id]) ?? -1
            }
        }
        #expect(counts == [0, 0, 0])
    }
}
