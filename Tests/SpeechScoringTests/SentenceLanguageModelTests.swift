import Testing
@testable import SpeechScoring

struct SentenceLanguageModelTests {
    @Test func theChainAndTheDistractorsAreThere() {
        let model = SentenceLanguageModel(sentence: ["the", "cat", "and", "the", "dog"], distractors: ["a", "the", "dog", "house"])
        let lines = model.arpa.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        // <s>, </s>, the, cat, and, dog, a, house.
        #expect(lines[1] == "ngram 1=8")
        #expect(lines[2] == "ngram 2=6")
        let bigrams = lines.drop { $0 != "\\2-grams:" }.dropFirst().prefix { !$0.isEmpty }
        #expect(Array(bigrams) == ["-0.05 <s> the", "-0.05 the cat", "-0.05 cat and", "-0.05 and the", "-0.05 the dog", "-0.05 dog </s>"])
        // Four sentence words and </s> weigh 1 each, two distractors 1/20: 5.1 in all.
        #expect(lines.contains("-0.7076 cat -1.0"))
        #expect(lines.contains("-2.0086 house -1.0"))
        #expect(lines.contains("-99.0000 <s> -1.0"))
        #expect(lines.suffix(2) == ["\\end\\", ""])
        #expect(model.vocabulary == ["the", "cat", "and", "dog", "a", "house"])
    }

    @Test func theDistractorsAreDistinctEnglishWords() throws {
        #expect(Set(DistractorWords.all).count == DistractorWords.all.count)
        #expect(DistractorWords.all.count >= 150)
        let scorer = try SpeechScoringFixtures.scorer
        #expect(scorer.reference(DistractorWords.all.joined(separator: " ")).tokens.allSatisfy { $0.isScored })
    }
}
