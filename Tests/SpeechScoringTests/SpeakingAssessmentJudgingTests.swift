import Foundation
import Testing
@testable import SpeechScoring

struct SpeakingAssessmentJudgingTests {
    /// Heard words a quarter of a second apart, 0.2 s each.
    func heard(_ words: String) -> [HeardWord] {
        words.split(separator: " ").enumerated().map { index, word in
            HeardWord(String(word), start: Double(index) * 0.25, end: Double(index) * 0.25 + 0.2)
        }
    }

    func judge(_ heard: String, against reference: String, unknown: Set<String> = []) -> SpeakingAssessment {
        let text = ReferenceText(reference) { !unknown.contains($0) }
        return SpeakingAssessment(judging: self.heard(heard), said: heard, against: text, text: reference, engine: .pocketSphinx)
    }

    @Test func everyWordHeardScoresAHundred() {
        let assessment = judge("where is the train station", against: "Where is the train station?")
        #expect(assessment.isTheSentence)
        #expect(assessment.score == 100)
        #expect(assessment.heard == "where is the train station")
        #expect(assessment.words.map(\.verdict) == [.right, .right, .right, .right, .right])
        #expect(assessment.words.last == WordVerdict(text: "station?", verdict: .right, start: 1.0, end: 1.2))
    }

    @Test func aSubstitutedWordIsWrongWithWhatWasHeard() {
        let assessment = judge("i have three brothers", against: "I have two brothers.")
        #expect(assessment.words[2] == WordVerdict(text: "two", verdict: .wrong, heard: "three", start: 0.5, end: 0.7))
        #expect(assessment.score == 75)
    }

    @Test func missedAndExtraWordsKeepTheirPlaces() {
        let assessment = judge("open door please now", against: "Open the door, please.")
        #expect(assessment.words.map(\.text) == ["Open", "the", "door,", "please.", "now"])
        #expect(assessment.words.map(\.verdict) == [.right, .missed, .right, .right, .extra])
        #expect(assessment.words[1].start == nil)
        #expect(assessment.score == 75, "an extra word does not lower the score")
    }

    @Test func aNumberIsRightOnlyWhenAllItsWordsAreHeard() {
        let right = judge("in two thousand twenty four", against: "in 2024")
        #expect(right.words.map(\.verdict) == [.right, .right])
        #expect(right.words[1].start == 0.25 && right.words[1].end == 1.2)
        let partly = judge("in two thousand twenty", against: "in 2024")
        #expect(partly.words[1] == WordVerdict(text: "2024", verdict: .wrong, heard: "two thousand twenty", start: 0.25, end: 0.95))
        #expect(partly.score == 50)
    }

    @Test func anUnknownWordIsUnscoredAndTakesWhatWasHeardThere() {
        let assessment = judge("meet the box at nine", against: "Meet Zorblax at 9!", unknown: ["zorblax"])
        #expect(assessment.words.map(\.verdict) == [.right, .unscored, .right, .right])
        #expect(assessment.words[1].heard == "the box")
        #expect(assessment.score == 100)
    }

    @Test func anotherSentenceIsNotJudgedWordByWord() {
        let assessment = judge("my can like just only time the one seven", against: "Where is the train station?")
        #expect(!assessment.isTheSentence)
        #expect(assessment.score == 0)
        #expect(assessment.words.map(\.verdict) == [.missed, .missed, .missed, .missed, .missed])
        #expect(assessment.heard == "my can like just only time the one seven")
        #expect(assessment.wordsPerMinute != nil)
    }

    @Test func theSentenceRule() {
        // 40 % right is enough; a word error rate of 70 % is not.
        #expect(SpeakingAssessment.isTheSentence(rightWords: 4, scoredWords: 10, errors: 6, spokenWords: 10))
        #expect(!SpeakingAssessment.isTheSentence(rightWords: 3, scoredWords: 10, errors: 6, spokenWords: 10))
        #expect(!SpeakingAssessment.isTheSentence(rightWords: 6, scoredWords: 10, errors: 7, spokenWords: 10))
        #expect(!SpeakingAssessment.isTheSentence(rightWords: 0, scoredWords: 0, errors: 0, spokenWords: 0))
    }

    /// Words as a recogniser writes them, each with its probability.
    func judge(_ words: [(String, Double)], against reference: String, same: (String, String) -> Bool = { $0 == $1 }) -> SpeakingAssessment {
        let heard = words.enumerated().map { index, word in
            HeardWord(word.0, start: Double(index) * 0.25, end: Double(index) * 0.25 + 0.2, probability: word.1)
        }
        return SpeakingAssessment(judging: heard, said: words.map(\.0).joined(separator: " "), against: ReferenceText(reference),
                                  text: reference, engine: .pocketSphinx, same: same)
    }

    @Test func aWordHeardInAnothersPlaceWithLowProbabilityIsUnclear() {
        let assessment = judge([("i", 0.9), ("need", 0.99), ("a", 0.98), ("jacket", 0.97), ("for", 0.99), ("the", 0.99), ("box", 0.31)],
                               against: "I need a ticket for the bus.")
        #expect(assessment.words[3] == WordVerdict(text: "ticket", verdict: .wrong, heard: "jacket", start: 0.75, end: 0.95, probability: 0.97))
        #expect(assessment.words[6] == WordVerdict(text: "bus.", verdict: .unclear, heard: "box", start: 1.5, end: 1.7, probability: 0.31))
        #expect(assessment.score == 71, "an unclear word is not right")
        // A right word is right however unsure the recogniser was.
        #expect(judge([("i", 0.2), ("need", 0.1)], against: "I need").score == 100)
    }

    @Test func aWordThatSoundsTheSameIsRight() {
        let homophones: Set<[String]> = [["two", "too"], ["too", "two"]]
        let assessment = judge([("i", 1), ("want", 1), ("two", 1)], against: "I want too") { homophones.contains([$0, $1]) || $0 == $1 }
        #expect(assessment.words.map(\.verdict) == [.right, .right, .right])
        #expect(assessment.heard == "i want two")
    }

    @Test func aReadingOfPartOfTheSentenceIsJudgedWordByWord() {
        let assessment = judge([("i", 1), ("need", 1)], against: "I need a ticket for the bus.")
        #expect(assessment.isTheSentence)
        #expect(assessment.words.map(\.verdict) == [.right, .right, .missed, .missed, .missed, .missed, .missed])
        #expect(assessment.score == 28)
        #expect(SpeakingAssessment.isPartOfTheSentence(matchedWords: 3, heardWords: 4))
        #expect(!SpeakingAssessment.isPartOfTheSentence(matchedWords: 2, heardWords: 3))
        #expect(!SpeakingAssessment.isPartOfTheSentence(matchedWords: 1, heardWords: 1), "one word is too little to tell")
    }

    @Test func encodesWithItsFieldNames() throws {
        let assessment = judge("i have three brothers", against: "I have two brothers.")
        let decoded = try JSONDecoder().decode(SpeakingAssessment.self, from: JSONEncoder().encode(assessment))
        #expect(decoded == assessment)
    }
}
