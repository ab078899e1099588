import Testing
@testable import LearnCore

struct SpeakingTextTests {
    @Test func wordsAreLowerCaseWithoutPunctuationAndKeepTheirApostrophes() {
        #expect(SpeakingText.words(in: "I'm late — sorry!") == ["i'm", "late", "sorry"])
        #expect(SpeakingText.words(in: "“Don’t go,” she said.") == ["don't", "go", "she", "said"])
        #expect(SpeakingText.words(in: "A well-known café, 'really'.") == ["a", "well", "known", "café", "really"])
        #expect(SpeakingText.words(in: "  … ?! ").isEmpty)
    }

    @Test func aWordIsNormalisedTheSameWay() {
        #expect(SpeakingText.normalized("Station,") == "station")
        #expect(SpeakingText.normalized("DON’T!") == "don't")
        #expect(SpeakingText.normalized("well-known") == "well known")
        #expect(SpeakingText.normalized("—").isEmpty)
    }
}
