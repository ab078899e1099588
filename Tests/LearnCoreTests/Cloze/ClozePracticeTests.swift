import Foundation
import Testing
@testable import LearnCore

struct ClozePracticeTests {
    @Test(arguments: [
        (ClozeGroupSize.three, 7, [3, 3, 1]), (.three, 6, [3, 3]), (.six, 7, [6, 1]), (.six, 13, [6, 6, 1]),
        (.nine, 7, [7]), (.nine, 20, [9, 9, 2]), (.three, 1, [1]),
    ])
    func theLastGroupHoldsTheRest(size: ClozeGroupSize, entries: Int, groups: [Int]) async throws {
        #expect(ClozePractice.groups(of: Array(0..<entries), size: size.rawValue).map(\.count) == groups)
        #expect(ClozePractice.groups(of: Array(0..<entries), size: size.rawValue).joined().elementsEqual(0..<entries))
    }

    @Test func groupsFollowTheListsOrder() async throws {
        let fixture = try await ClozeFixture()
        try fixture.add(sevenEntries)
        let cloze = try fixture.collection()
        try cloze.setSortOrder(ClozeSortOrder(key: .created, descending: true), of: cloze.list(named: nil))
        let practice = try ClozePractice(collection: cloze, listName: nil, groupSize: .three, seed: 1)
        #expect(practice.groups.map { $0.map(\.word) } == [["grape", "fish", "eagle"], ["dance", "cheese", "bread"], ["apple"]])
        #expect(practice.round.entries.map(\.word) == ["grape", "fish", "eagle"])
        #expect(practice.round.entries.map(\.blanked) == ["A ______ is small", "______ swim", "The ______ has landed"])
        #expect(practice.round.bank.sorted() == ["eagle", "fish", "grape"])
        #expect(practice.round.bank != ["grape", "fish", "eagle"], "the bank never gives the answers in order")
    }

    @Test func aListWithoutEntriesCannotBePractised() async throws {
        let cloze = try await ClozeFixture().collection()
        #expect(throws: ClozeError.nothingToPractise(list: "My words")) {
            try ClozePractice(collection: cloze, listName: nil, groupSize: .three, seed: 1)
        }
    }

    @Test func wordsArePlacedMovedAndTakenBack() async throws {
        var (practice, fixture) = try await threeEntryPractice()
        defer { withExtendedLifetime(fixture) {} }
        let bank = practice.round.bank
        try practice.place(word: 0, inBlank: 0)
        #expect(practice.round.word(in: 0) == bank[0])
        try practice.place(word: 0, inBlank: 2)
        #expect(practice.round.word(in: 0) == nil, "a placed word moves")
        #expect(practice.round.blank(holding: 0) == 2)
        try practice.place(word: 1, inBlank: 2)
        #expect(practice.round.word(in: 2) == bank[1], "a word dropped on a full blank takes its place")
        #expect(practice.round.blank(holding: 0) == nil, "and the word that was there goes back to the bank")
        try practice.takeBack(blank: 2)
        #expect(practice.round.emptyBlanks == 3)
        #expect(throws: ClozePracticeError.noSuchBlank(3)) { try practice.place(word: 0, inBlank: 3) }
        #expect(throws: ClozePracticeError.noSuchWord(5)) { try practice.place(word: 5, inBlank: 0) }
        try practice.place(word: 2, inBlank: 1)
        #expect(throws: ClozePracticeError.emptyBlanks(2)) { try practice.submit() }
        #expect(ClozePracticeError.emptyBlanks(2).description == "Fill every blank before submitting: 2 blanks are still empty.")
    }

    @Test func answersAreFilledInFromTheBank() async throws {
        var (practice, fixture) = try await threeEntryPractice()
        defer { withExtendedLifetime(fixture) {} }
        #expect(throws: ClozePracticeError.answerCount(expected: 3, given: 2)) { try practice.fill(["meet", "ticket"]) }
        #expect(throws: ClozePracticeError.notInBank("banana")) { try practice.fill(["meet", "ticket", "banana"]) }
        #expect(throws: ClozePracticeError.usedUp("meet")) { try practice.fill(["meet", "meet", "ticket"]) }
        try practice.fill([" MEET ", "platform", "ticket"])
        #expect(practice.round.word(in: 0) == "meet")
        #expect(practice.round.emptyBlanks == 0)
    }

    @Test func retryIncorrectOnlyKeepsOnlyTheWrongOnesAndCountsTheirErrors() async throws {
        var (practice, fixture) = try await threeEntryPractice()
        defer { withExtendedLifetime(fixture) {} }
        try practice.fill(["platform", "ticket", "meet"])
        let result = try practice.submit()
        #expect(result.items.map(\.isCorrect) == [false, true, false])
        #expect(result.right == 1 && result.wrong == 2)
        #expect(result.items.map(\.placed) == ["platform", "ticket", "meet"])
        #expect(result.items.map(\.entry.errorCount) == [1, 0, 1])
        #expect(practice.choices == [.retryAll, .retryIncorrect])
        #expect(throws: ClozePracticeError.notOffered(.next)) { try practice.choose(.next) }
        #expect(throws: ClozePracticeError.notAnswering) { try practice.fill(["meet", "ticket", "platform"]) }

        try practice.choose(.retryIncorrect)
        #expect(practice.round.onlyIncorrect)
        #expect(practice.round.entries.map(\.word) == ["meet", "platform"])
        #expect(practice.round.bank.sorted() == ["meet", "platform"])
        #expect(throws: ClozePracticeError.notInBank("ticket")) { try practice.fill(["meet", "ticket"]) }
    }

    @Test func aWrongRetryCountsAgainAndARightOneLetsThePracticeMoveOn() async throws {
        let fixture = try await ClozeFixture()
        try fixture.add(sevenEntries)
        let cloze = try fixture.collection()
        var practice = try ClozePractice(collection: cloze, listName: nil, groupSize: .three, seed: 3)
        #expect(practice.groups.map(\.count) == [3, 3, 1])

        try practice.fill(["bread", "apple", "cheese"])
        try practice.submit()
        try practice.choose(.retryIncorrect)
        try practice.fill(["bread", "apple"])
        #expect(try practice.submit().wrong == 2)
        try practice.choose(.retryIncorrect)
        try practice.fill(["apple", "bread"])
        let perfect = try practice.submit()
        #expect(perfect.isPerfect && perfect.onlyIncorrect)
        #expect(practice.choices == [.retryAll, .next])
        try practice.choose(.next)
        #expect(practice.groupIndex == 1)
        #expect(practice.round.entries.map(\.word) == ["dance", "eagle", "fish"])

        try practice.fill(["dance", "eagle", "fish"])
        try practice.submit()
        try practice.choose(.retryAll)
        #expect(practice.round.entries.count == 3 && !practice.round.onlyIncorrect, "Retry: the whole group again")
        try practice.fill(["dance", "eagle", "fish"])
        try practice.submit()
        try practice.choose(.next)
        try practice.fill(["grape"])
        try practice.submit()
        #expect(practice.isLastGroup)
        #expect(practice.choices == [.retryAll, .finish])
        try practice.choose(.finish)
        #expect(practice.isFinished)
        #expect(practice.choices.isEmpty)

        #expect(practice.completedGroups == [0, 1, 2])
        #expect(practice.submissions == 6)
        #expect(practice.wrongAnswers == 4)
        #expect(practice.rightAnswers == 1 + 0 + 2 + 3 + 3 + 1)
        let errors = Dictionary(uniqueKeysWithValues: try cloze.entries(in: cloze.list(named: nil)).map { ($0.word, $0.errorCount) })
        #expect(errors == ["apple": 2, "bread": 2, "cheese": 0, "dance": 0, "eagle": 0, "fish": 0, "grape": 0])
        let rights = try cloze.entries(in: cloze.list(named: nil)).map(\.rightCount)
        #expect(rights == [1, 1, 1, 2, 2, 2, 1])
        #expect(practice.mistakesByEntry.values.sorted() == [2, 2])
    }

    @Test func theSameWordTwiceFitsEitherBlank() async throws {
        let fixture = try await ClozeFixture()
        try fixture.add(["run; Run fast", "run; I run daily", "walk; We walk"])
        var practice = try ClozePractice(collection: fixture.collection(), listName: nil, groupSize: .three, seed: 5)
        try practice.fill(["run", "run", "walk"])
        #expect(try practice.submit().isPerfect)
    }

    @Test func entriesDeletedDuringAPracticeAreNotCounted() async throws {
        let fixture = try await ClozeFixture()
        let entries = try fixture.add(["meet; Nice to meet you", "ticket; I lost my ticket"])
        let cloze = try fixture.collection()
        var practice = try ClozePractice(collection: cloze, listName: nil, groupSize: .three, seed: 5)
        try cloze.deleteEntry(id: entries[0].id!)
        try practice.fill(["ticket", "meet"])
        let result = try practice.submit()
        #expect(result.wrong == 2)
        #expect(try cloze.entry(id: entries[1].id!).errorCount == 1)
    }

    /// A practice of meet, ticket and platform, and the fixture that keeps its database.
    private func threeEntryPractice() async throws -> (ClozePractice, ClozeFixture) {
        let fixture = try await ClozeFixture()
        try fixture.add(["meet; Nice to meet you", "ticket; I lost my ticket", "platform; Which platform is it?"])
        return (try ClozePractice(collection: fixture.collection(), listName: nil, groupSize: .three, seed: 11), fixture)
    }
}
