import Foundation
import Testing
import TestSupport
@testable import SpeechScoring

/// Scores speech synthesised by flite (slt voice) with PocketSphinx and its general English
/// model, the engine for machines without Whisper. (Whisper's figures come from the evaluation
/// set: learnctlTests' SpeakingEvaluationTests and docs/speaking.md.)
@Suite(.tags(.realSpeech)) struct SpeechScorerTests {
    var scorer: SpeechScorer {
        get throws { try SpeechScoringFixtures.scorer }
    }

    static let correctReadings = [
        "Where is the train station?",
        "I would like a cup of coffee, please.",
        "My sister works at the hospital.",
        "We are going to the beach on Saturday.",
        "Can you help me find my keys?",
        "The weather is very nice today.",
        "He reads the newspaper every morning.",
        "They bought a new car last week.",
        "Please close the window before you leave.",
        "It's 15 minutes past eight.",
    ]

    /// Reference, what is said instead, and the index of the written word said differently.
    static let substitutions: [(reference: String, spoken: String, word: Int)] = [
        ("I have two brothers.", "I have three brothers.", 2),
        ("She drinks tea every morning.", "She drinks coffee every morning.", 2),
        ("The dog is sleeping in the garden.", "The cat is sleeping in the garden.", 1),
        ("We went to the cinema yesterday.", "We went to the cinema today.", 5),
        ("My brother lives in London.", "My sister lives in London.", 1),
        ("Open the door, please.", "Close the door, please.", 0),
        ("He bought a red car.", "He bought a blue car.", 3),
        ("I usually walk to work.", "I usually drive to work.", 2),
        ("The shop opens at nine o'clock.", "The shop opens at ten o'clock.", 4),
        ("Our teacher is very kind.", "Our teacher is very tired.", 4),
    ]

    static let unrelated: [(reference: String, spoken: String)] = [
        ("Where is the train station?", "My cat likes to sleep on the warm sofa."),
        ("I would like a cup of coffee, please.", "The children are playing football in the park."),
        ("She has been learning English for three years.", "Turn left at the next traffic light."),
        ("Can you tell me the time?", "Our flight was delayed because of the storm."),
        ("We are having fish for dinner tonight.", "He forgot his umbrella at the office."),
        ("The museum is closed on Mondays.", "I need to buy some bread and milk."),
        ("My grandmother was born in a small village.", "Could you speak a little more slowly?"),
        ("They are watching a film at home.", "The bank opens at half past nine."),
        ("Please write your name at the top of the page.", "It rained all day, so we stayed inside."),
        ("How much does this jacket cost?", "My brother is an engineer in Berlin."),
    ]

    static func summary(_ assessment: SpeakingAssessment) -> String {
        let words = assessment.words.map { word in
            switch word.verdict {
            case .right: word.text
            case .wrong: "\(word.text)[wrong: \(word.heard ?? "")]"
            default: "\(word.text)[\(word.verdict.rawValue)]"
            }
        }
        return "score \(assessment.score), sentence \(assessment.isTheSentence), heard “\(assessment.heard)”: \(words.joined(separator: " "))"
    }

    @Test func sentencesReadCorrectlyScoreAHundred() throws {
        var perfect = 0
        for sentence in Self.correctReadings {
            let assessment = try SpeechScoringFixtures.score(saying: sentence, against: sentence)
            print("correct: \(sentence) → \(Self.summary(assessment))")
            #expect(assessment.isTheSentence, "\(sentence)")
            if assessment.score == 100 { perfect += 1 }
        }
        // Measured 7 of 10: the general model hears "mining" for "morning", "got in" for "bought".
        print("correct readings scoring 100: \(perfect)/\(Self.correctReadings.count)")
        #expect(perfect >= 7)
    }

    @Test func aSubstitutedWordIsMarkedWrongInItsPlace() throws {
        var found = 0
        for (reference, spoken, index) in Self.substitutions {
            let assessment = try SpeechScoringFixtures.score(saying: spoken, against: reference)
            let text = ReferenceText(reference).tokens[index].text
            let verdicts = assessment.words.filter { $0.verdict != .extra }
            let caught = assessment.isTheSentence && verdicts.count > index
                && verdicts[index].text == text && [.wrong, .unclear].contains(verdicts[index].verdict)
            print("substituted: \(reference) / said \(spoken) → \(Self.summary(assessment))\(caught ? "" : "  ← not caught")")
            if caught { found += 1 }
        }
        // Measured 9 of 10 ("blue" for "red" came out as "he got into a car").
        print("substitutions marked wrong or unclear in their place: \(found)/\(Self.substitutions.count)")
        #expect(found >= 9)
    }

    @Test func anotherSentenceIsNotTheSentence() throws {
        var rejected = 0
        for (reference, spoken) in Self.unrelated {
            let assessment = try SpeechScoringFixtures.score(saying: spoken, against: reference)
            print("unrelated: \(reference) / said \(spoken) → \(Self.summary(assessment))")
            if !assessment.isTheSentence {
                rejected += 1
                #expect(assessment.score == 0)
                #expect(assessment.words.allSatisfy { $0.verdict == .missed })
            }
        }
        print("unrelated sentences rejected: \(rejected)/\(Self.unrelated.count)")
        #expect(rejected == Self.unrelated.count)
    }

    @Test func theSameRecordingScoresTheSameAfterAnother() throws {
        let first = try SpeechRecording.read(path: SpeechScoringFixtures.spoken("I have three brothers."))
        let second = try SpeechRecording.read(path: SpeechScoringFixtures.spoken("The children are playing football in the park."))
        let before = try scorer.score(first, against: "I have two brothers.")
        _ = try scorer.score(second, against: "Where is the train station?")
        _ = try scorer.score(second, against: "The children are playing football in the park.")
        let after = try scorer.score(first, against: "I have two brothers.")
        #expect(after == before)
    }

    @Test func timesAndPaceComeFromTheRecording() throws {
        let speech = try SpeechRecording.read(path: SpeechScoringFixtures.spoken("Where is the train station?"))
        let padded = SpeechRecording(samples: [Int16](repeating: 0, count: 16_000) + speech.samples)
        let plain = try scorer.score(speech, against: "Where is the train station?")
        let late = try scorer.score(padded, against: "Where is the train station?")
        let firstStart = try #require(plain.words.first?.start)
        let lateStart = try #require(late.words.first?.start)
        #expect(abs(lateStart - firstStart - 1) < 0.1, "a second of silence before moves every word by a second")
        #expect(plain.speechDuration > 1 && plain.speechDuration < speech.duration)
        let pace = try #require(plain.wordsPerMinute)
        #expect(pace > 120 && pace < 300)
        #expect(plain.longestPause < 0.3)
    }

    /// Sentences with one made-up word, and that word's index.
    static let unknownWords: [(sentence: String, word: Int)] = [
        ("Meet Zorblax at the station.", 1),
        ("My friend Xandrel lives in London.", 2),
        ("We visited Plovdiv last summer.", 2),
        ("The Grobnitz is on the table.", 1),
        ("I bought some Quorflakes for breakfast.", 3),
        ("Please ask Mrs Vendrikova to call me.", 3),
    ]

    @Test func aWordTheDictionaryLacksIsUnscoredAndTheRestJudged() throws {
        var perfect = 0
        for (sentence, index) in Self.unknownWords {
            let assessment = try SpeechScoringFixtures.score(saying: sentence, against: sentence)
            print("unknown word: \(sentence) → \(Self.summary(assessment))")
            #expect(assessment.isTheSentence)
            #expect(assessment.words.map(\.verdict).filter { $0 == .unscored }.count == 1)
            #expect(assessment.words.filter { $0.verdict != .extra }[index].verdict == .unscored)
            if assessment.score == 100 { perfect += 1 }
        }
        // Whatever the recogniser makes of the unknown word can take a neighbour with it: measured
        // 2 of 6 ("Meet Zorblax" was heard as "these are blacks").
        print("sentences with an unknown word scoring 100: \(perfect)/\(Self.unknownWords.count)")
        #expect(perfect >= 2)
    }

    @Test func scoringFromSeveralThreadsGivesWhatScoringOneByOneGives() async throws {
        let sentences = Array(Self.correctReadings.prefix(4))
        let recordings = try sentences.map { try SpeechRecording.read(path: SpeechScoringFixtures.spoken($0)) }
        let scorer = try self.scorer
        let oneByOne = try zip(recordings, sentences).map { try scorer.score($0, against: $1) }
        let together = try await withThrowingTaskGroup(of: (Int, SpeakingAssessment).self) { group in
            for (index, recording) in recordings.enumerated() {
                group.addTask { [scorer] in (index, try scorer.score(recording, against: sentences[index])) }
            }
            var results = [SpeakingAssessment?](repeating: nil, count: recordings.count)
            for try await (index, assessment) in group { results[index] = assessment }
            return results
        }
        #expect(together == oneByOne)
    }

    @Test func silenceIsNoSpeech() throws {
        let scorer = try self.scorer
        #expect(throws: SpeakingError(.silence, "No speech was heard in the recording.")) {
            try scorer.score(SpeechRecording(samples: [Int16](repeating: 0, count: 32_000)), against: "Good morning")
        }
        #expect(throws: SpeakingError(.silence, "No speech was heard in the recording.")) {
            try scorer.score(SpeechScoringFixtures.lowNoise(seconds: 2), against: "Good morning")
        }
    }

    @Test func loudNoiseIsNeverTheSentence() throws {
        let scorer = try self.scorer
        var generator = SystemRandomNumberGenerator()
        let noise = SpeechRecording(samples: (0..<32_000).map { _ in Int16.random(in: -3000...3000, using: &generator) })
        do {
            let assessment = try scorer.score(noise, against: "Where is the train station?")
            print("loud noise → \(Self.summary(assessment))")
            #expect(!assessment.isTheSentence)
        } catch {
            print("loud noise → \(error)")
            #expect(error.kind == .silence)
        }
    }

    @Test func aVeryShortRecordingIsTooShort() throws {
        let scorer = try self.scorer
        #expect(throws: SpeakingError(.tooShort, "The recording is 0.2 s long; say the whole sentence (at least 0.5 s).")) {
            try scorer.score(SpeechRecording(samples: [Int16](repeating: 1000, count: 3200)), against: "Good morning")
        }
    }

    @Test func aReferenceWithoutKnownWordsHasNothingToScore() throws {
        let scorer = try self.scorer
        #expect { try scorer.score(SpeechScoringFixtures.lowNoise(seconds: 1), against: "Zorblax qwrtz!") } throws: { error in
            (error as? SpeakingError)?.kind == .nothingToScore
        }
    }
}
