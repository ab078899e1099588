import Testing
@testable import LearnCore

/// Numbers in digits as words.
@Suite struct DictationNumberWordsTests {
    private func words(_ text: String) -> [String]? {
        NumberWords.words(for: text)?.map(\.display)
    }

    @Test func cardinals() {
        #expect(NumberWords.cardinal(0) == ["zero"])
        #expect(NumberWords.cardinal(7) == ["seven"])
        #expect(NumberWords.cardinal(13) == ["thirteen"])
        #expect(NumberWords.cardinal(21) == ["twenty", "one"])
        #expect(NumberWords.cardinal(100) == ["one", "hundred"])
        #expect(NumberWords.cardinal(105) == ["one", "hundred", "five"])
        #expect(NumberWords.cardinal(1_500) == ["one", "thousand", "five", "hundred"])
        #expect(NumberWords.cardinal(1_000_000) == ["one", "million"])
        #expect(NumberWords.cardinal(2_000_017) == ["two", "million", "seventeen"])
        #expect(NumberWords.cardinal(999_999_999) == [
            "nine", "hundred", "ninety", "nine", "million", "nine", "hundred", "ninety", "nine", "thousand",
            "nine", "hundred", "ninety", "nine",
        ])
        #expect(NumberWords.cardinal(3_000_000_000) == ["three", "billion"])
    }

    @Test func digitsWithSeparators() {
        #expect(words("1,500") == ["one", "thousand", "five", "hundred"])
        #expect(words("12,345,678") == words("12345678"))
        #expect(words("3.5") == ["three", "point", "five"])
        #expect(words("1,2") == ["one", "two"])
    }

    @Test func ordinals() {
        #expect(words("1st") == ["first"])
        #expect(words("2nd") == ["second"])
        #expect(words("3rd") == ["third"])
        #expect(words("5th") == ["fifth"])
        #expect(words("12th") == ["twelfth"])
        #expect(words("20th") == ["twentieth"])
        #expect(words("22nd") == ["twenty", "second"])
        #expect(words("100th") == ["one", "hundredth"])
        #expect(words("1,000th") == ["one", "thousandth"])
        #expect(words("3x") == nil)
    }

    @Test func leadingZerosAndVeryLongNumbersAreReadDigitByDigit() {
        #expect(words("007") == ["zero", "zero", "seven"])
        #expect(words("1234567890123456") == [
            "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "zero",
            "one", "two", "three", "four", "five", "six",
        ])
        #expect(NumberWords.words(for: "0")?.first?.forms == ["zero", "oh", "nought"])
    }

    @Test func percentSign() {
        #expect(words("50%") == ["fifty", "percent"])
        #expect(words("%") == ["percent"])
    }

    @Test func notNumbers() {
        #expect(words("seven") == nil)
        #expect(words("") == nil)
    }
}
