import Testing
@testable import SpeechScoring

struct SpokenNumberTests {
    @Test func wholeNumbers() {
        #expect(SpokenNumber.words(for: 0) == ["zero"])
        #expect(SpokenNumber.words(for: 7) == ["seven"])
        #expect(SpokenNumber.words(for: 15) == ["fifteen"])
        #expect(SpokenNumber.words(for: 40) == ["forty"])
        #expect(SpokenNumber.words(for: 99) == ["ninety", "nine"])
        #expect(SpokenNumber.words(for: 100) == ["one", "hundred"])
        #expect(SpokenNumber.words(for: 305) == ["three", "hundred", "five"])
        #expect(SpokenNumber.words(for: 2024) == ["two", "thousand", "twenty", "four"])
        #expect(SpokenNumber.words(for: 9999) == ["nine", "thousand", "nine", "hundred", "ninety", "nine"])
        #expect(SpokenNumber.words(for: 10_000) == nil)
    }

    @Test func yearsAndAmounts() {
        #expect(SpokenNumber.words(for: 1905) == ["nineteen", "oh", "five"])
        #expect(SpokenNumber.words(for: 1900) == ["one", "thousand", "nine", "hundred"])
        #expect(SpokenNumber.words(for: 1984, asYear: false) == ["one", "thousand", "nine", "hundred", "eighty", "four"])
    }

    @Test func ordinals() {
        #expect(SpokenNumber.ordinalWords(for: 1) == ["first"])
        #expect(SpokenNumber.ordinalWords(for: 12) == ["twelfth"])
        #expect(SpokenNumber.ordinalWords(for: 20) == ["twentieth"])
        #expect(SpokenNumber.ordinalWords(for: 42) == ["forty", "second"])
        #expect(SpokenNumber.ordinalWords(for: 100) == ["one", "hundredth"])
        #expect(SpokenNumber.ordinalWords(for: 0) == nil)
    }
}
