import Testing
@testable import SpeechScoring

/// What a recogniser wrote, normalised as the reference is.
@Suite(.tags(.realSpeech)) struct SpokenWordsTests {
    @Test func wordsAsWhisperWritesThemAreNormalised() throws {
        let scorer = try SpeechScoringFixtures.scorer
        let heard = [
            HeardWord("We", start: 0, end: 0.2, probability: 0.9),
            HeardWord("eat", start: 0.2, end: 0.4, probability: 0.8),
            HeardWord("at", start: 0.4, end: 0.5, probability: 0.95),
            HeardWord("7", start: 0.5, end: 0.8, probability: 0.7),
            HeardWord("o", start: 0.8, end: 0.9, probability: 0.6),
            HeardWord("'clock.", start: 0.9, end: 1.2, probability: 0.5),
            HeardWord("hand", start: 1.3, end: 1.5, probability: 0.9),
            HeardWord("-luggage", start: 1.5, end: 1.9, probability: 0.4),
        ]
        let spoken = scorer.spokenWords(heard)
        #expect(spoken.map(\.text) == ["we", "eat", "at", "seven", "o'clock", "hand", "luggage"])
        #expect(spoken[4] == HeardWord("o'clock", start: 0.8, end: 1.2, probability: 0.5), "the pieces' times and lower probability")
        #expect(spoken[6] == HeardWord("luggage", start: 1.5, end: 1.9, probability: 0.4))
    }

    @Test func wordsThatSoundTheSameAreTheSame() throws {
        let scorer = try SpeechScoringFixtures.scorer
        #expect(scorer.sameWord("two", "too"))
        #expect(scorer.sameWord("color", "colour"))
        #expect(scorer.sameWord("bus", "bus"))
        #expect(!scorer.sameWord("ticket", "jacket"))
        #expect(!scorer.sameWord("zorblax", "zorblacks"), "words the dictionary lacks are the same only when spelt the same")
    }
}
