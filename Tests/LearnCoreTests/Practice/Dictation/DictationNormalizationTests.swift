import Testing
@testable import LearnCore

/// Each normalisation rule, through the scorer.
@Suite struct DictationNormalizationTests {
    private func verdicts(_ typed: String, _ reference: String) -> [WordVerdict] {
        DictationScorer.score(typed: typed, reference: reference).verdicts
    }

    /// The forms of each normalised word, sorted.
    private func forms(_ text: String) -> [[String]] {
        WordNormalizer.normalize(text).words.map { $0.forms.sorted() }
    }

    // MARK: Case and Unicode

    @Test func caseIsIgnored() {
        #expect(verdicts("EXCUSE me, i", "Excuse Me, I") == [
            .correct(expected: "Excuse", typed: "EXCUSE"), .correct(expected: "Me", typed: "me"),
            .correct(expected: "I", typed: "i"),
        ])
    }

    @Test func lowercasingKnowsLettersBeyondASCII() {
        #expect(verdicts("ÉTÉ ПРИВЕТ", "été привет") == [
            .correct(expected: "été", typed: "ÉTÉ"), .correct(expected: "привет", typed: "ПРИВЕТ"),
        ])
    }

    @Test func decomposedAccentsAreTheSameAsComposedOnes() {
        #expect(verdicts("cafe\u{301}", "café") == [.correct(expected: "café", typed: "café")])
        #expect(forms("cafe\u{301}") == [["café"]])
    }

    @Test func diacriticsCountAsALetter() {
        #expect(verdicts("cafe", "café") == [.slip(expected: "café", typed: "cafe")])
    }

    // MARK: Punctuation

    @Test func punctuationIsIgnoredOnBothSides() {
        #expect(verdicts(
            "¡excuse; me!! is (this) the: \"right\" place...",
            "«Excuse me» – is this… the [right] place?!") == [
            .correct(expected: "Excuse", typed: "excuse"), .correct(expected: "me", typed: "me"),
            .correct(expected: "is", typed: "is"), .correct(expected: "this", typed: "this"),
            .correct(expected: "the", typed: "the"), .correct(expected: "right", typed: "right"),
            .correct(expected: "place", typed: "place"),
        ])
    }

    @Test func punctuationWithoutSpacesStillSeparatesWords() {
        #expect(verdicts("hello,anna", "Hello, Anna!") == [
            .correct(expected: "Hello", typed: "hello"), .correct(expected: "Anna", typed: "anna"),
        ])
    }

    @Test func aDashStandingAloneIsNotAWord() {
        #expect(verdicts("yes - no — maybe", "Yes, no, maybe.") == [
            .correct(expected: "Yes", typed: "yes"), .correct(expected: "no", typed: "no"),
            .correct(expected: "maybe", typed: "maybe"),
        ])
    }

    // MARK: Apostrophes and quotes

    @Test func curlyApostrophesAreStraightOnes() {
        #expect(verdicts("it's fine, isn't it", "It’s fine, isn’t it?") == [
            .correct(expected: "It’s", typed: "it's"), .correct(expected: "fine", typed: "fine"),
            .correct(expected: "isn’t", typed: "isn't"), .correct(expected: "it", typed: "it"),
        ])
        #expect(forms("don’t donʼt don‘t don`t") == forms("don't don't don't don't"))
    }

    @Test func quotesAroundWordsArePunctuation() {
        #expect(verdicts("hello he said", "“‘Hello,’ he said.”") == [
            .correct(expected: "Hello", typed: "hello"), .correct(expected: "he", typed: "he"),
            .correct(expected: "said", typed: "said"),
        ])
        #expect(verdicts("'hello' he said", "Hello he said") == [
            .correct(expected: "Hello", typed: "hello"), .correct(expected: "he", typed: "he"),
            .correct(expected: "said", typed: "said"),
        ])
    }

    // MARK: Hyphens

    @Test func aHyphenatedWordIsTheWordsApart() {
        #expect(verdicts("a well known writer", "a well-known writer") == [
            .correct(expected: "a", typed: "a"), .correct(expected: "well-known", typed: "well known"),
            .correct(expected: "writer", typed: "writer"),
        ])
        #expect(verdicts("a well-known writer", "a well known writer") == [
            .correct(expected: "a", typed: "a"), .correct(expected: "well known", typed: "well-known"),
            .correct(expected: "writer", typed: "writer"),
        ])
    }

    @Test func halfAHyphenatedWordIsShownWordByWord() {
        #expect(verdicts("a well writer", "a well-known writer") == [
            .correct(expected: "a", typed: "a"), .correct(expected: "well", typed: "well"),
            .missing(expected: "known"), .correct(expected: "writer", typed: "writer"),
        ])
    }

    @Test func quotesInsideAHyphenatedWordArePunctuation() {
        #expect(forms("rock-'n'-roll") == [["rock"], ["n"], ["roll"]])
        #expect(verdicts("rock n roll", "rock-'n'-roll") == [.correct(expected: "rock-'n'-roll", typed: "rock n roll")])
    }

    @Test func wordsThatDifferOnlyInAHyphenAreTheSame() {
        #expect(verdicts("send an email", "Send an e-mail.") == [
            .correct(expected: "Send", typed: "send"), .correct(expected: "an", typed: "an"),
            .correct(expected: "e-mail", typed: "email"),
        ])
        #expect(verdicts("e-mail", "email") == [.correct(expected: "email", typed: "e-mail")])
        #expect(DictationScorer.score(typed: "e-mail", reference: "email").score == 1)
    }

    // MARK: Numbers

    @Test func digitsAreTheNumberInWords() {
        #expect(verdicts("seven days", "7 days") == [
            .correct(expected: "7", typed: "seven"), .correct(expected: "days", typed: "days"),
        ])
        #expect(verdicts("7 days", "seven days") == [
            .correct(expected: "seven", typed: "7"), .correct(expected: "days", typed: "days"),
        ])
    }

    @Test func twentyOneWithOrWithoutAHyphen() {
        #expect(verdicts("twenty-one", "21") == [.correct(expected: "21", typed: "twenty-one")])
        #expect(verdicts("twenty one", "21") == [.correct(expected: "21", typed: "twenty one")])
        #expect(verdicts("21", "twenty-one") == [.correct(expected: "twenty-one", typed: "21")])
        #expect(DictationScorer.score(typed: "twenty one", reference: "21").referenceWordCount == 2)
    }

    @Test func aHundredIsOneHundred() {
        #expect(verdicts("a hundred", "100") == [.correct(expected: "100", typed: "a hundred")])
        #expect(verdicts("one hundred", "100") == [.correct(expected: "100", typed: "one hundred")])
        #expect(verdicts("100", "a hundred") == [.correct(expected: "a hundred", typed: "100")])
        #expect(verdicts("one thousand", "a thousand") == [
            .correct(expected: "a", typed: "one"), .correct(expected: "thousand", typed: "thousand"),
        ])
    }

    @Test func theAndOfAHundredAndFiveIsOptional() {
        #expect(verdicts("105", "a hundred and five") == [.correct(expected: "a hundred and five", typed: "105")])
        #expect(verdicts("one hundred and five", "105") == [.correct(expected: "105", typed: "one hundred and five")])
        #expect(forms("two thousand and twenty") == [["two"], ["thousand"], ["twenty"]])
        // Only between a number word and a number below a hundred.
        #expect(forms("a hundred and then") == [["a", "one"], ["hundred"], ["and"], ["then"]])
    }

    @Test func thousandsSeparatorsAndLargeNumbers() {
        #expect(verdicts("one thousand five hundred", "1,500") == [
            .correct(expected: "1,500", typed: "one thousand five hundred"),
        ])
        #expect(verdicts("1500", "1,500") == [.correct(expected: "1,500", typed: "1500")])
        let written = "nine hundred and ninety-nine million nine hundred ninety-nine thousand nine hundred ninety-nine"
        #expect(verdicts(written, "999,999,999") == [.correct(expected: "999,999,999", typed: written)])
        #expect(DictationScorer.score(typed: written, reference: "999,999,999").referenceWordCount == 14)
    }

    @Test func ordinals() {
        #expect(verdicts("the first", "the 1st") == [
            .correct(expected: "the", typed: "the"), .correct(expected: "1st", typed: "first"),
        ])
        #expect(verdicts("the 22nd of May", "the twenty-second of May") == [
            .correct(expected: "the", typed: "the"), .correct(expected: "twenty-second", typed: "22nd"),
            .correct(expected: "of", typed: "of"), .correct(expected: "May", typed: "May"),
        ])
        #expect(forms("3rd 12th 40th 101st") == [
            ["third"], ["twelfth"], ["fortieth"], ["a", "one"], ["hundred"], ["first"],
        ])
    }

    @Test func aWrongNumberIsShownWholeOrByItsWords() {
        // Wholly wrong: the written number.
        #expect(verdicts("thirty five people", "21 people") == [
            .wrong(expected: "21", typed: "thirty five"), .correct(expected: "people", typed: "people"),
        ])
        // Partly right: the words.
        #expect(verdicts("22 people", "21 people") == [
            .correct(expected: "twenty", typed: "twenty"), .wrong(expected: "one", typed: "two"),
            .correct(expected: "people", typed: "people"),
        ])
    }

    @Test func percent() {
        #expect(verdicts("fifty percent", "50%") == [.correct(expected: "50%", typed: "fifty percent")])
        #expect(verdicts("50 per cent", "50%") == [.correct(expected: "50%", typed: "50 per cent")])
        #expect(verdicts("50%", "fifty per cent") == [.correct(expected: "fifty per cent", typed: "50%")])
    }

    // MARK: Contractions

    @Test func dontIsDoNotBothWays() {
        #expect(verdicts("do not go", "Don't go!") == [
            .correct(expected: "Don't", typed: "do not"), .correct(expected: "go", typed: "go"),
        ])
        #expect(verdicts("don't go", "Do not go!") == [
            .correct(expected: "Do not", typed: "don't"), .correct(expected: "go", typed: "go"),
        ])
        let score = DictationScorer.score(typed: "do not go", reference: "Don't go!")
        #expect(score.points == 3)
        #expect(score.referenceWordCount == 3)
        #expect(score.score == 1)
    }

    @Test func cantIsCannotIsCanNot() {
        #expect(verdicts("cannot", "can't") == [.correct(expected: "can't", typed: "cannot")])
        #expect(verdicts("can not", "can't") == [.correct(expected: "can't", typed: "can not")])
        #expect(verdicts("can't", "cannot") == [.correct(expected: "cannot", typed: "can't")])
        #expect(verdicts("can not", "cannot") == [.correct(expected: "cannot", typed: "can not")])
    }

    @Test func moreContractions() {
        #expect(forms("won't I'm you're we've they'll isn't let's") == [
            ["will"], ["not"], ["i"], ["am"], ["you"], ["are"], ["we"], ["have"],
            ["they"], ["shall", "will"], ["is"], ["not"], ["let"], ["us"],
        ])
        #expect(verdicts("I will not", "I won't") == [
            .correct(expected: "I", typed: "I"), .correct(expected: "won't", typed: "will not"),
        ])
        #expect(verdicts("let us go", "Let's go") == [
            .correct(expected: "Let's", typed: "let us"), .correct(expected: "go", typed: "go"),
        ])
    }

    @Test func itsIsItIsOrItHas() {
        #expect(verdicts("it is late", "It's late") == [
            .correct(expected: "It's", typed: "it is"), .correct(expected: "late", typed: "late"),
        ])
        #expect(verdicts("it has gone", "It's gone") == [
            .correct(expected: "It's", typed: "it has"), .correct(expected: "gone", typed: "gone"),
        ])
        #expect(verdicts("it's gone", "It has gone") == [
            .correct(expected: "It has", typed: "it's"), .correct(expected: "gone", typed: "gone"),
        ])
        let its = WordNormalizer.normalize("it's").words[1]
        #expect(its.matches(DictationWord("has", display: "has")))
        #expect(its.matches(DictationWord(forms: ["is", "was"], display: "is")))
        #expect(!its.matches(DictationWord("was", display: "was")))
        // Not both at once: "it's" typed for "it is" is right, but "it has" is not "it is".
        #expect(verdicts("it has", "it is") == [
            .correct(expected: "it", typed: "it"), .wrong(expected: "is", typed: "has"),
        ])
    }

    @Test func hedIsHeWouldOrHeHad() {
        #expect(verdicts("he would come", "He'd come") == [
            .correct(expected: "He'd", typed: "he would"), .correct(expected: "come", typed: "come"),
        ])
        #expect(verdicts("he had left", "He'd left") == [
            .correct(expected: "He'd", typed: "he had"), .correct(expected: "left", typed: "left"),
        ])
    }

    @Test func aPartOfAContractionLeftOutIsShownByItsWords() {
        #expect(verdicts("do go", "Don't go") == [
            .correct(expected: "Do", typed: "do"), .missing(expected: "not"), .correct(expected: "go", typed: "go"),
        ])
        #expect(verdicts("it cold", "It's cold") == [
            .correct(expected: "It", typed: "it"), .missing(expected: "is/has"), .correct(expected: "cold", typed: "cold"),
        ])
    }

    @Test func aContractionWithoutItsApostropheIsASlip() {
        #expect(verdicts("dont go", "Don't go") == [
            .slip(expected: "Don't", typed: "dont"), .correct(expected: "go", typed: "go"),
        ])
        #expect(verdicts("its cold", "It's cold") == [
            .slip(expected: "It's", typed: "its"), .correct(expected: "cold", typed: "cold"),
        ])
        let score = DictationScorer.score(typed: "dont go", reference: "Don't go")
        #expect(score.points == 2) // half of "do not", and "go"
        #expect(score.referenceWordCount == 3)
    }

    @Test func possessivesAreNotExpanded() {
        #expect(forms("John's the doctor's") == [["john's"], ["the"], ["doctor's"]])
        #expect(verdicts("the doctors office", "the doctor's office") == [
            .correct(expected: "the", typed: "the"), .slip(expected: "doctor's", typed: "doctors"),
            .correct(expected: "office", typed: "office"),
        ])
        #expect(verdicts("John is here", "John's here") == [
            .wrong(expected: "John's", typed: "John"), .extra(typed: "is"), .correct(expected: "here", typed: "here"),
        ])
    }

    @Test func oclockStaysOneWord() {
        #expect(forms("o'clock") == [["o'clock"]])
        #expect(verdicts("at 5 o’clock", "at five o'clock") == [
            .correct(expected: "at", typed: "at"), .correct(expected: "five", typed: "5"),
            .correct(expected: "o'clock", typed: "o’clock"),
        ])
    }

    // MARK: White space

    @Test func spacesTabsAndNewLinesOnlySeparate() {
        #expect(verdicts("  \texcuse \t\t me\n  please  ", "Excuse me, please.") == [
            .correct(expected: "Excuse", typed: "excuse"), .correct(expected: "me", typed: "me"),
            .correct(expected: "please", typed: "please"),
        ])
    }
}
