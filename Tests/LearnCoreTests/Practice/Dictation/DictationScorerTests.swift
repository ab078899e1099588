import Testing
@testable import LearnCore

/// Scores, edge cases of the input, and hints.
@Suite struct DictationScorerTests {
    static let manchester = "Excuse me, is this the right place to buy a ticket to Manchester?"

    @Test func aLineWithMistakes() {
        let score = DictationScorer.score(
            typed: "excuse me is this the rihgt place to by a ticket too manchester", reference: Self.manchester)
        #expect(score.verdicts == [
            .correct(expected: "Excuse", typed: "excuse"), .correct(expected: "me", typed: "me"),
            .correct(expected: "is", typed: "is"), .correct(expected: "this", typed: "this"),
            .correct(expected: "the", typed: "the"), .slip(expected: "right", typed: "rihgt"),
            .correct(expected: "place", typed: "place"), .correct(expected: "to", typed: "to"),
            .slip(expected: "buy", typed: "by"), .correct(expected: "a", typed: "a"),
            .correct(expected: "ticket", typed: "ticket"), .wrong(expected: "to", typed: "too"),
            .correct(expected: "Manchester", typed: "manchester"),
        ])
        #expect(score.points == 11)
        #expect(score.referenceWordCount == 13)
        #expect(score.extraCount == 0)
        #expect(score.score == 11.0 / 13)
        #expect(score.percent == 85)
        #expect(score.mistakeCount == 3)
        #expect(!score.isPerfect)
    }

    @Test func aPerfectLine() {
        let score = DictationScorer.score(
            typed: "Excuse me is this the right place to buy a ticket to Manchester", reference: Self.manchester)
        #expect(score.isPerfect)
        #expect(score.score == 1)
        #expect(score.mistakeCount == 0)
        #expect(score.points == 13)
    }

    @Test func extraWordsCountAgainstTheScore() {
        let score = DictationScorer.score(typed: "the big black cat", reference: "the cat")
        #expect(score.verdicts == [
            .correct(expected: "the", typed: "the"), .extra(typed: "big"), .extra(typed: "black"),
            .correct(expected: "cat", typed: "cat"),
        ])
        #expect(score.extraCount == 2)
        #expect(score.score == 0.5)
        #expect(score.mistakeCount == 2)
    }

    @Test func nothingTypedIsEveryWordMissing() {
        let score = DictationScorer.score(typed: "", reference: "Don't go, Anna!")
        #expect(score.verdicts == [.missing(expected: "Don't"), .missing(expected: "go"), .missing(expected: "Anna")])
        #expect(score.score == 0)
        #expect(score.points == 0)
        #expect(score.referenceWordCount == 4)
        #expect(score.mistakeCount == 3)
    }

    @Test func whiteSpaceOrPunctuationOnlyIsNothingTyped() {
        let expected = [WordVerdict.missing(expected: "Hello"), .missing(expected: "Anna")]
        #expect(DictationScorer.score(typed: " \t\n  ", reference: "Hello, Anna!").verdicts == expected)
        #expect(DictationScorer.score(typed: "?! ... —", reference: "Hello, Anna!").verdicts == expected)
        #expect(DictationScorer.score(typed: " \t\n  ", reference: "Hello, Anna!").score == 0)
    }

    @Test func anEmptyReference() {
        let nothing = DictationScorer.score(typed: "", reference: "")
        #expect(nothing.verdicts == [])
        #expect(nothing.score == 1)
        #expect(nothing.isPerfect)
        #expect(nothing.mistakeCount == 0)

        let punctuation = DictationScorer.score(typed: "  ", reference: "…")
        #expect(punctuation.verdicts == [])
        #expect(punctuation.score == 1)

        let typed = DictationScorer.score(typed: "hello there", reference: "")
        #expect(typed.verdicts == [.extra(typed: "hello"), .extra(typed: "there")])
        #expect(typed.score == 0)
        #expect(typed.extraCount == 2)
        #expect(typed.mistakeCount == 2)
    }

    @Test func accentsLeftOutAreSlips() {
        let score = DictationScorer.score(typed: "donde esta la estacion", reference: "¿Dónde está la estación?")
        #expect(score.verdicts == [
            .slip(expected: "Dónde", typed: "donde"), .slip(expected: "está", typed: "esta"),
            .correct(expected: "la", typed: "la"), .slip(expected: "estación", typed: "estacion"),
        ])
        #expect(score.points == 2.5)
        #expect(DictationScorer.score(typed: "naive cafe", reference: "naïve café").verdicts == [
            .slip(expected: "naïve", typed: "naive"), .slip(expected: "café", typed: "cafe"),
        ])
        #expect(DictationScorer.score(typed: "¿Dónde está la estación?", reference: "donde esta la estacion").verdicts == [
            .slip(expected: "donde", typed: "Dónde"), .slip(expected: "esta", typed: "está"),
            .correct(expected: "la", typed: "la"), .slip(expected: "estacion", typed: "estación"),
        ])
    }

    @Test func emojiAreNotWords() {
        #expect(DictationScorer.score(typed: "hello 👋🏽 world 🇬🇧!", reference: "Hello world").verdicts == [
            .correct(expected: "Hello", typed: "hello"), .correct(expected: "world", typed: "world"),
        ])
        #expect(DictationScorer.score(typed: "👨‍👩‍👧 family👍", reference: "family").verdicts == [
            .correct(expected: "family", typed: "family"),
        ])
        #expect(DictationScorer.score(typed: "👨‍👩‍👧", reference: "family").verdicts == [.missing(expected: "family")])
    }

    @Test func otherScripts() {
        #expect(DictationScorer.score(typed: "Привет, мир", reference: "привет мир!").verdicts == [
            .correct(expected: "привет", typed: "Привет"), .correct(expected: "мир", typed: "мир"),
        ])
        #expect(DictationScorer.score(typed: "東京 へ", reference: "東京 へ").isPerfect)
    }

    // MARK: Hints

    @Test func aHintIsTheFirstWordsAsWritten() {
        #expect(DictationScorer.hint(words: 2, of: "Hello, Anna!") == "Hello, Anna")
        #expect(DictationScorer.hint(words: 1, of: "Hello, Anna!") == "Hello")
        #expect(DictationScorer.hint(words: 4, of: Self.manchester) == "Excuse me, is this")
        #expect(DictationScorer.hint(words: 3, of: "I don't know the well-known man") == "I don't know")
        #expect(DictationScorer.hint(words: 5, of: "I don't know the well-known man") == "I don't know the well-known")
    }

    @Test func aHintKeepsPunctuationBeforeTheFirstWordAndTidiesSpaces() {
        #expect(DictationScorer.hint(words: 1, of: "¿Dónde está?") == "¿Dónde")
        #expect(DictationScorer.hint(words: 2, of: "  «Hello,\n   Anna»  ") == "«Hello, Anna")
    }

    @Test func aHintOfNoWordsOrMoreWordsThanThereAre() {
        #expect(DictationScorer.hint(words: 0, of: "Hello, Anna!") == "")
        #expect(DictationScorer.hint(words: -1, of: "Hello, Anna!") == "")
        #expect(DictationScorer.hint(words: 10, of: "Hello, Anna!") == "Hello, Anna")
        #expect(DictationScorer.hint(words: 1, of: "") == "")
        #expect(DictationScorer.hint(words: 1, of: " … ") == "")
    }
}
