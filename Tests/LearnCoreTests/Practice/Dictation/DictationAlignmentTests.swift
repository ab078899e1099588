import Testing
@testable import LearnCore

/// Which typed word goes with which reference word, and spelling slips.
@Suite struct DictationAlignmentTests {
    private func verdicts(_ typed: String, _ reference: String) -> [WordVerdict] {
        DictationScorer.score(typed: typed, reference: reference).verdicts
    }

    @Test func aMissingWord() {
        #expect(verdicts("the cat", "the big cat") == [
            .correct(expected: "the", typed: "the"), .missing(expected: "big"), .correct(expected: "cat", typed: "cat"),
        ])
    }

    @Test func anExtraWordSitsWhereItWasTyped() {
        #expect(verdicts("I like the tea", "I like tea") == [
            .correct(expected: "I", typed: "I"), .correct(expected: "like", typed: "like"),
            .extra(typed: "the"), .correct(expected: "tea", typed: "tea"),
        ])
        #expect(verdicts("the the cat", "the cat") == [
            .correct(expected: "the", typed: "the"), .extra(typed: "the"), .correct(expected: "cat", typed: "cat"),
        ])
        #expect(verdicts("do really not", "don't") == [
            .correct(expected: "do", typed: "do"), .extra(typed: "really"), .correct(expected: "not", typed: "not"),
        ])
    }

    @Test func aWrongWord() {
        #expect(verdicts("the dog sat", "the cat sat") == [
            .correct(expected: "the", typed: "the"), .wrong(expected: "cat", typed: "dog"),
            .correct(expected: "sat", typed: "sat"),
        ])
    }

    @Test func reorderedWordsAreAnExtraAndAMissingWord() {
        #expect(verdicts("tea I like", "I like tea") == [
            .extra(typed: "tea"), .correct(expected: "I", typed: "I"), .correct(expected: "like", typed: "like"),
            .missing(expected: "tea"),
        ])
        // Not "~like→I~ ~I→like~ tea", which costs as much but has fewer words right.
        #expect(verdicts("like I tea", "I like tea") == [
            .missing(expected: "I"), .correct(expected: "like", typed: "like"), .extra(typed: "I"),
            .correct(expected: "tea", typed: "tea"),
        ])
    }

    @Test func aSimilarWordPairsUpRatherThanAnother() {
        // "hom" is a slip of "home", not a wrong "go" with "home" missing.
        #expect(verdicts("I want to hom", "I want to go home") == [
            .correct(expected: "I", typed: "I"), .correct(expected: "want", typed: "want"),
            .correct(expected: "to", typed: "to"), .missing(expected: "go"), .slip(expected: "home", typed: "hom"),
        ])
    }

    @Test func everyKindOfSpellingSlip() {
        #expect(verdicts("catt", "cat") == [.slip(expected: "cat", typed: "catt")])   // a letter added
        #expect(verdicts("ct", "cat") == [.slip(expected: "cat", typed: "ct")])       // left out
        #expect(verdicts("cot", "cat") == [.slip(expected: "cat", typed: "cot")])     // changed
        #expect(verdicts("cta", "cat") == [.slip(expected: "cat", typed: "cta")])     // two swapped
        #expect(verdicts("recieve", "receive") == [.slip(expected: "receive", typed: "recieve")])
        #expect(verdicts("tac", "cat") == [.wrong(expected: "cat", typed: "tac")])    // two letters off
        #expect(verdicts("dgo", "cat") == [.wrong(expected: "cat", typed: "dgo")])
    }

    @Test func twoLetterWordsAreWrongNotSlips() {
        #expect(verdicts("a", "I") == [.wrong(expected: "I", typed: "a")])
        #expect(verdicts("on", "in") == [.wrong(expected: "in", typed: "on")])
        #expect(verdicts("it", "is") == [.wrong(expected: "is", typed: "it")])
    }

    @Test func aSlipAgainstEitherFormOfAnAmbiguousWord() {
        #expect(verdicts("he wil", "He'll") == [
            .correct(expected: "He", typed: "he"), .slip(expected: "will", typed: "wil"),
        ])
        #expect(verdicts("he shal", "He'll") == [
            .correct(expected: "He", typed: "he"), .slip(expected: "will", typed: "shal"),
        ])
    }

    @Test func oneEditApart() {
        func apart(_ a: String, _ b: String) -> Bool { SpellingSlip.isOneEditApart(Array(a), Array(b)) }
        #expect(apart("cat", "cart"))
        #expect(apart("cart", "cat"))
        #expect(apart("abc", "acb"))
        #expect(apart("abc", "abd"))
        #expect(apart("", "a"))
        #expect(!apart("cat", "cat"))
        #expect(!apart("abcd", "badc"))
        #expect(!apart("cat", "cards"))
        #expect(!SpellingSlip.isSlip(typed: "a", expected: "an"))
        #expect(SpellingSlip.isSlip(typed: "an", expected: "and"))
    }

    @Test func equallyGoodAlignmentsPairWordsFromTheStart() {
        #expect(verdicts("c", "a b") == [.wrong(expected: "a", typed: "c"), .missing(expected: "b")])
        #expect(verdicts("a b", "c") == [.wrong(expected: "c", typed: "a"), .extra(typed: "b")])
    }

    @Test func aVeryLongTypedTextAgainstAShortLine() {
        let reference = "Excuse me, is this the right place to buy a ticket to Manchester, or should I ask at the other desk?"
        let referenceWords = DictationScorer.score(typed: "", reference: reference).referenceWordCount
        #expect(referenceWords == 21)
        let typed = reference + String(repeating: " blah", count: 50_000 - referenceWords)
        let score = DictationScorer.score(typed: typed, reference: reference)
        #expect(score.verdicts.count == 50_000)
        #expect(score.verdicts.prefix(referenceWords).allSatisfy { $0.isCorrect })
        #expect(score.verdicts.last == .extra(typed: "blah"))
        #expect(score.extraCount == 50_000 - referenceWords)
        #expect(score.points == Double(referenceWords))
        #expect(score.score == Double(referenceWords) / 50_000)
    }

    @Test func aVeryLongTypedTextOfDifferentWords() {
        let letters = Array("abcdefghijklmnopqrstuvwxyz")
        func word(_ n: Int) -> String {
            var word = ""
            for place in [1, 26, 676, 17_576] { word.append(letters[n / place % 26]) }
            return word
        }
        let typed = (0..<50_000).map(word).joined(separator: " ")
        let score = DictationScorer.score(typed: typed, reference: "one two three four five six seven eight nine ten")
        #expect(score.referenceWordCount == 10)
        #expect(score.verdicts.count == 50_000)
        #expect(score.verdicts.count(where: { $0.typed != nil }) == 50_000)
        #expect(score.verdicts.count(where: { $0.expected != nil }) == 10)
    }
}
