import Testing
@testable import LearnCore

/// The first word wrong of a checked line, found among the line's words as its transcript
/// times them.
@Suite struct DictationFirstMistakeTests {
    private func firstMistake(_ typed: String, _ reference: String, _ timed: [String]) -> FirstMistake {
        let score = DictationScorer.score(typed: typed, reference: reference)
        return DictationScorer.firstMistake(score.verdicts, in: reference, timedWords: timed)
    }

    static let menu = "Good morning. Could I see the menu, please?"
    static let menuWords = ["Good", "morning.", "Could", "I", "see", "the", "menu,", "please?"]

    @Test func aWrongSlipOrMissingWordIsTheTimedWordAtItsPlace() {
        #expect(firstMistake("good morning could I see a menu please", Self.menu, Self.menuWords) == .word(5))
        #expect(firstMistake("good morning could I sea the menu", Self.menu, Self.menuWords) == .word(4), "a slip")
        #expect(firstMistake("good morning I see the menu please", Self.menu, Self.menuWords) == .word(2), "a word missing")
        #expect(firstMistake("", Self.menu, Self.menuWords) == .word(0))
    }

    @Test func extraWordsAreNoMistakeOfTheLine() {
        #expect(firstMistake("good morning could I see the menu please now", Self.menu, Self.menuWords) == .none)
        #expect(firstMistake("well good morning could I see the menu please", Self.menu, Self.menuWords) == .none)
        #expect(firstMistake("good morning well could I see a menu please", Self.menu, Self.menuWords) == .word(5))
    }

    @Test func wordsWrittenAsSeveralAreMatchedAfterNormalisation() {
        let reference = "I don't have twenty-one euros."
        let timed = ["I", "don't", "have", "twenty-one", "euros."]
        #expect(firstMistake("I do not have 21 dollars", reference, timed) == .word(4))
        #expect(firstMistake("I do have 21 euros", reference, timed) == .word(1), "a part of don't missing is a mistake on don't")
        #expect(firstMistake("I do not have 22 euros", reference, timed) == .word(3))
        #expect(firstMistake("he has a hundred and six", "He has a hundred and five.", ["He", "has", "a", "hundred", "and", "five."])
                == .word(5), "the \"and\" that normalisation drops is dropped from the timed words too")
    }

    @Test func timedWordsThatAreNotTheLinesWordsCannotBeMatched() {
        #expect(firstMistake("good morning could I see a menu please", Self.menu, ["Good", "morning."]) == .unmatched)
        #expect(firstMistake("good morning could I see a menu please", Self.menu,
                             ["Good", "evening.", "Could", "I", "see", "the", "menu,", "please?"]) == .unmatched)
        #expect(firstMistake("good morning could I see a menu please", Self.menu, []) == .unmatched)
        #expect(firstMistake("good morning could I see the menu please", Self.menu, []) == .none, "no mistake needs no times")
    }
}
