import Testing
@testable import SpeechScoring

struct ReferenceTextTests {
    /// The real pronunciation dictionary, through the shared scorer.
    func withDictionary(_ text: String) throws -> ReferenceText {
        try SpeechScoringFixtures.scorer.reference(text)
    }

    @Test func punctuationAndCapitalsStayInTheTextButNotInTheWords() {
        let text = ReferenceText("“Where is the Station?” she asked — twice.")
        #expect(text.tokens.map(\.text) == ["“Where", "is", "the", "Station?”", "she", "asked", "twice."])
        #expect(text.scoredWords == ["where", "is", "the", "station", "she", "asked", "twice"])
    }

    @Test func apostrophesAreKeptInsideWordsOnly() {
        let text = ReferenceText("Don’t touch the students' 'old' rock'n'roll")
        #expect(text.tokens.map(\.words) == [["don't"], ["touch"], ["the"], ["students"], ["old"], ["rock'n'roll"]])
    }

    @Test func numbersAreSpelledOut() {
        #expect(ReferenceText("It's 15 minutes").scoredWords == ["it's", "fifteen", "minutes"])
        #expect(ReferenceText("in 2024").scoredWords == ["in", "two", "thousand", "twenty", "four"])
        #expect(ReferenceText("in 1984").scoredWords == ["in", "nineteen", "eighty", "four"])
        #expect(ReferenceText("1,500 people").scoredWords == ["one", "thousand", "five", "hundred", "people"])
        #expect(ReferenceText("2.5 kilos").scoredWords == ["two", "point", "five", "kilos"])
        #expect(ReferenceText("the 3rd and 21st").scoredWords == ["the", "third", "and", "twenty", "first"])
        #expect(ReferenceText("20% off").scoredWords == ["twenty", "percent", "off"])
        let number = ReferenceText("at 10:30.")
        #expect(number.tokens.map(\.text) == ["at", "10:30."])
        #expect(number.tokens[1].words == ["ten", "thirty"])
    }

    @Test func hyphenatedWordsSplitOnlyWhenTheDictionaryLacksTheWhole() throws {
        let text = try withDictionary("a well-known blue-green sea")
        #expect(text.tokens.map(\.words) == [["a"], ["well-known"], ["blue", "green"], ["sea"]])
        #expect(text.tokens.allSatisfy { $0.isScored })
    }

    @Test func wordsTheDictionaryDoesNotKnowAreUnscored() throws {
        let text = try withDictionary("Meet Zorblax at 9!")
        #expect(text.tokens.map(\.isScored) == [true, false, true, true])
        #expect(text.tokens[1].words == ["zorblax"])
        #expect(text.scoredWords == ["meet", "at", "nine"])
    }

    @Test func onlyPunctuationIsNoWord() {
        #expect(ReferenceText(" — … !! ").tokens.isEmpty)
        #expect(ReferenceText("Yes - no").tokens.map(\.text) == ["Yes", "no"])
    }
}
