import Testing
@testable import SpeechScoring

struct WordAlignmentTests {
    func align(_ reference: String, _ heard: String) -> WordAlignment {
        WordAlignment(
            reference: reference.split(separator: " ").map { $0 == "*" ? nil : String($0) },
            heard: heard.split(separator: " ").map(String.init)
        )
    }

    @Test func identicalWordsAllMatch() {
        let alignment = align("where is the station", "where is the station")
        #expect(alignment.steps == (0..<4).map { .match(reference: $0, heard: $0) })
        #expect(alignment.errors == 0)
    }

    @Test func aWordSaidInsteadIsASubstitution() {
        let alignment = align("i have two brothers", "i have three brothers")
        #expect(alignment.steps == [.match(reference: 0, heard: 0), .match(reference: 1, heard: 1),
                                    .substitution(reference: 2, heard: 2), .match(reference: 3, heard: 3)])
        #expect(alignment.errors == 1)
    }

    @Test func aWordLeftOutIsADeletion() {
        let alignment = align("open the door please", "open door please")
        #expect(alignment.steps == [.match(reference: 0, heard: 0), .deletion(reference: 1),
                                    .match(reference: 2, heard: 1), .match(reference: 3, heard: 2)])
        #expect(alignment.errors == 1)
    }

    @Test func aWordAddedIsAnInsertionWhereItWasHeard() {
        let alignment = align("we went home", "we went to home")
        #expect(alignment.steps == [.match(reference: 0, heard: 0), .match(reference: 1, heard: 1),
                                    .insertion(heard: 2), .match(reference: 2, heard: 3)])
        #expect(alignment.errors == 1)
    }

    @Test func nothingHeardDeletesEverything() {
        let alignment = align("good morning", "")
        #expect(alignment.steps == [.deletion(reference: 0), .deletion(reference: 1)])
        #expect(alignment.errors == 2)
        #expect(align("", "hello there").steps == [.insertion(heard: 0), .insertion(heard: 1)])
    }

    @Test func aWildcardTakesWhatWasHeardInItsPlaceForFree() {
        let alignment = align("meet * at nine", "meet the box at nine")
        #expect(alignment.steps == [.match(reference: 0, heard: 0), .absorbed(reference: 1, heard: 1),
                                    .absorbed(reference: 1, heard: 2), .match(reference: 2, heard: 3),
                                    .match(reference: 3, heard: 4)])
        #expect(alignment.errors == 0)
        #expect(align("meet * at nine", "meet at nine").steps == [
            .match(reference: 0, heard: 0), .skipped(reference: 1), .match(reference: 2, heard: 1), .match(reference: 3, heard: 2),
        ])
    }

    @Test func aWildcardDoesNotTakeAWordItsNeighbourNeeds() {
        let alignment = align("* at", "at")
        #expect(alignment.steps == [.skipped(reference: 0), .match(reference: 1, heard: 0)])
    }
}
