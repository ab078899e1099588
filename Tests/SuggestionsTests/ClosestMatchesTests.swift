import Testing
@testable import Suggestions

@Suite struct ClosestMatchesTests {
    let titles = ["Travel Dialogue 1", "Shopping Listening Exercise 2", "At the Doctor's", "My Daily Routine"]

    @Test func typoFindsTheTitle() {
        #expect(ClosestMatches.find("Travle Dialog 1", in: titles) == ["Travel Dialogue 1"])
    }

    @Test func partialNameFindsTheTitle() {
        #expect(ClosestMatches.find("shopping", in: titles) == ["Shopping Listening Exercise 2"])
    }

    @Test func unrelatedNameFindsNothing() {
        #expect(ClosestMatches.find("Quantum Physics Lecture", in: titles).isEmpty)
        #expect(ClosestMatches.suggestion(for: "Quantum Physics Lecture", in: titles) == nil)
    }

    @Test func suggestionQuotesEveryMatch() {
        let groups = ["Travel", "Travels", "Cafe"]
        #expect(ClosestMatches.suggestion(for: "Travl", in: groups) == "Did you mean \"Travel\" or \"Travels\"?")
    }

    @Test func transpositionCountsAsOneEdit() {
        #expect(ClosestMatches.editDistance(Array("ab"), Array("ba")) == 1)
        #expect(ClosestMatches.editDistance(Array("kitten"), Array("sitting")) == 3)
    }
}
