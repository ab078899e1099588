import Testing
@testable import LearnCore

/// The reference with the words that were not right blanked out.
@Suite struct DictationBlanksTests {
    private func blanked(_ typed: String, _ reference: String) -> String {
        let score = DictationScorer.score(typed: typed, reference: reference)
        return DictationScorer.blanking(score.verdicts, in: reference, blank: "____")
    }

    @Test func slipsWrongAndMissingWordsAreBlanked() {
        #expect(blanked(
            "excuse me is this the rihgt place to a ticket too manchester please",
            "Excuse me, is this the right place to buy a ticket to Manchester?")
            == "Excuse me, is this the ____ place to ____ a ticket ____ Manchester?")
    }

    @Test func aWordRightWithADifferentSpellingStays() {
        #expect(blanked("I do not have 21 euros", "I don't have twenty-one euros.") == "I don't have twenty-one euros.")
        #expect(blanked("105", "A hundred and five") == "A hundred and five")
    }

    @Test func aWrittenWordIsBlankedWholeWhenPartOfItWasMissed() {
        #expect(blanked("do go", "Don't go!") == "____ go!")
        #expect(blanked("106", "a hundred and five") == "a hundred and ____")
        #expect(blanked("one hundred", "a hundred and five") == "a hundred and ____")
    }

    @Test func nothingTypedBlanksEveryWord() {
        #expect(blanked("", "“Don't go, Anna!”") == "“____ ____, ____!”")
        #expect(blanked("", "") == "")
    }
}
