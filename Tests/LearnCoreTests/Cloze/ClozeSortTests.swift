import Foundation
import Testing
@testable import LearnCore

struct ClozeSortTests {
    /// Entries added one second apart: ticket, apple, Bread, apple (a second sentence); then errors 1, 3, 0, 1.
    private func sample() async throws -> (ClozeFixture, ClozeCollection, ClozeList) {
        let fixture = try await ClozeFixture()
        let entries = try fixture.add([
            "ticket; I lost my ticket", "apple; An apple a day", "Bread; Bread and butter", "apple; Apple pie",
        ])
        let cloze = try fixture.collection()
        try cloze.record([(entries[0], false), (entries[1], false), (entries[1], false), (entries[1], false), (entries[3], false)])
        try cloze.record([(entries[2], true)])
        return (fixture, cloze, try cloze.list(named: nil))
    }

    private func lines(_ entries: [ClozeEntry]) -> [String] {
        entries.map(\.line)
    }

    @Test func byErrorsFewestOrMostFirstWithTiesInTheOrderAdded() async throws {
        let (_, cloze, list) = try await sample()
        #expect(lines(try cloze.entries(in: list, order: ClozeSortOrder(key: .errors)))
            == ["Bread; Bread and butter", "ticket; I lost my ticket", "apple; Apple pie", "apple; An apple a day"])
        #expect(lines(try cloze.entries(in: list, order: ClozeSortOrder(key: .errors, descending: true)))
            == ["apple; An apple a day", "ticket; I lost my ticket", "apple; Apple pie", "Bread; Bread and butter"])
    }

    @Test func alphabeticallyByWordWhateverItsCaseThenBySentence() async throws {
        let (_, cloze, list) = try await sample()
        #expect(lines(try cloze.entries(in: list, order: ClozeSortOrder(key: .alpha)))
            == ["apple; An apple a day", "apple; Apple pie", "Bread; Bread and butter", "ticket; I lost my ticket"])
        #expect(lines(try cloze.entries(in: list, order: ClozeSortOrder(key: .alpha, descending: true)))
            == ["ticket; I lost my ticket", "Bread; Bread and butter", "apple; Apple pie", "apple; An apple a day"])
    }

    @Test func byTheTimeTheyWereAdded() async throws {
        let (_, cloze, list) = try await sample()
        #expect(lines(try cloze.entries(in: list, order: ClozeSortOrder(key: .created)))
            == ["ticket; I lost my ticket", "apple; An apple a day", "Bread; Bread and butter", "apple; Apple pie"])
        #expect(lines(try cloze.entries(in: list, order: ClozeSortOrder(key: .created, descending: true)))
            == ["apple; Apple pie", "Bread; Bread and butter", "apple; An apple a day", "ticket; I lost my ticket"])
    }

    @Test func randomlyByASeedThatRepeats() async throws {
        let fixture = try await ClozeFixture()
        try fixture.add(sevenEntries)
        let cloze = try fixture.collection()
        let list = try cloze.list(named: nil)
        let random = ClozeSortOrder(key: .random)
        let first = lines(try cloze.entries(in: list, order: random, seed: 1))
        #expect(lines(try cloze.entries(in: list, order: random, seed: 1)) == first)
        #expect(Set(first) == Set(sevenEntries))
        let orders = Set(try (1...6).map { lines(try cloze.entries(in: list, order: random, seed: $0)) })
        #expect(orders.count > 1, "other seeds give other orders")
        #expect(orders.contains { $0 != sevenEntries })
    }

    @Test func theOrderChosenIsRememberedPerList() async throws {
        let (fixture, cloze, list) = try await sample()
        try cloze.addList(named: "Travel")
        try cloze.setSortOrder(ClozeSortOrder(key: .alpha, descending: true), of: list)
        let reopened = try fixture.collection()
        #expect(try reopened.list(named: nil).sortOrder == ClozeSortOrder(key: .alpha, descending: true))
        #expect(try reopened.list(named: "Travel").sortOrder == .initial)
        #expect(lines(try reopened.entries(in: reopened.list(named: nil))).first == "ticket; I lost my ticket")
    }

    @Test func theOrderReadsAsWords() {
        #expect(ClozeSortOrder(key: .errors, descending: true).description == "errors, most first")
        #expect(ClozeSortOrder(key: .alpha).description == "A to Z")
        #expect(ClozeSortOrder(key: .created, descending: true).description == "added, newest first")
        #expect(ClozeSortOrder(key: .random, descending: true).description == "random")
    }
}
