import Testing
@testable import LearnCore

struct ClozeTextTests {
    @Test func anEntryIsSplitAtItsFirstSemicolonAndTrimmed() throws {
        #expect(try parsed("meet; Nice to meet you") == ["meet", "Nice to meet you"])
        #expect(try parsed("  meet  ;   Nice to meet you.  ") == ["meet", "Nice to meet you."])
        #expect(try parsed("meet;Nice to meet you") == ["meet", "Nice to meet you"], "MEMO's lists have no space")
        #expect(try parsed("stop; Stop; look; listen") == ["stop", "Stop; look; listen"])
    }

    @Test func theThreeEntryRulesHaveTheirMessages() {
        #expect(throws: ClozeError.missingSemicolon) { try ClozeText.parse("meet Nice to meet you") }
        #expect(ClozeError.missingSemicolon.description == "Format error, each entry must include a `;`.")

        for line in ["; Nice to meet you", "meet;", " ; ", ";"] {
            #expect(throws: ClozeError.emptySide, "\(line)") { try ClozeText.parse(line) }
        }
        #expect(ClozeError.emptySide.description == "Both word and sentence cannot be empty.")

        #expect(throws: ClozeError.wordNotInSentence) { try ClozeText.parse("greet; Nice to meet you") }
        #expect(ClozeError.wordNotInSentence.description == "The sentence must include the word.")
    }

    @Test func theWordMustBeAWholeWordInAnyCase() throws {
        #expect(try ClozeText.parse("meet; MEET me there").word == "meet")
        #expect(try ClozeText.parse("Nice; nice to meet you").sentence == "nice to meet you")
        #expect(throws: ClozeError.wordNotInSentence) { try ClozeText.parse("meet; We met at the meeting") }
        #expect(throws: ClozeError.wordNotInSentence) { try ClozeText.parse("cat; Concatenate them") }
        #expect(throws: ClozeError.wordNotInSentence) { try ClozeText.parse("don; I don't know") }
        #expect(throws: ClozeError.wordNotInSentence) { try ClozeText.parse("clock; It is five o'clock") }
        #expect(throws: ClozeError.wordNotInSentence) { try ClozeText.parse("cafe; A café") }
        #expect(try ClozeText.parse("don't; I don't know").word == "don't")
        #expect(try ClozeText.parse("known; A well-known fact").word == "known")
        #expect(try ClozeText.parse("look up; Look up the word.").word == "look up")
        #expect(try ClozeText.parse("meet; 'Meet me,' she said").word == "meet")
        #expect(try ClozeText.parse("2; Page 2 of 3").word == "2")
    }

    @Test func controlCharactersAreRefused() {
        #expect(throws: ClozeError.notOneLine) { try ClozeText.validate(word: "meet", sentence: "Nice to\nmeet you") }
        #expect(throws: ClozeError.notOneLine) { try ClozeText.parse("meet; Nice to meet\u{1B}[2J you") }
        #expect(throws: ClozeError.notOneLine) { try ClozeText.parse("meet; Nice\tto meet you") }
    }

    @Test func aWordGivenOnItsOwnCannotHoldASemicolon() {
        #expect(throws: ClozeError.semicolonInWord) { try ClozeText.validate(word: "a;b", sentence: "a;b c") }
    }

    @Test func everyWholeWordOccurrenceBecomesABlank() {
        #expect(ClozeText.blanked("Nice to meet you", word: "meet") == "Nice to ______ you")
        #expect(ClozeText.blanked("Meet me where we meet, not at the meeting", word: "meet")
            == "______ me where we ______, not at the meeting")
        #expect(ClozeText.blanked("Look up! Look UP the word", word: "look up") == "______! ______ the word")
        #expect(ClozeText.occurrences(of: "a", in: "A cat and a dog").count == 2)
    }
}

/// The word and the sentence of `line`, as ``ClozeText/parse(_:)`` reads them.
private func parsed(_ line: String) throws -> [String] {
    let entry = try ClozeText.parse(line)
    return [entry.word, entry.sentence]
}
