import Foundation
import Testing
@testable import LearnCore

/// The sentences a learner reads when a test cannot be generated or a command cannot be done.
struct GenerationFailureTests {
    /// "Alpha" (six A2 grammar questions), "At the station" (three A2 questions), "Solo" (one A2
    /// question), the card group "Food" (four cards), the cloze list "Kitchen" (one entry), and a
    /// card group and a cloze list both called "Pantry".
    static let pool = QuestionPool(topics: GenMaterial.topics(
        bank: QuestionBank(topics: [GenMaterial.grammarTopic("Alpha", [(.a2, 6)])]),
        recordings: [GenMaterial.recording("at-the-station", title: "At the station", level: .a2, count: 3),
                     GenMaterial.recording("solo", title: "Solo", level: .a2, count: 1)])
        + [GenMaterial.cardGroup("Food", count: 4, firstId: 1), GenMaterial.clozeList("Kitchen", count: 1, firstId: 1),
           GenMaterial.cardGroup("Pantry", count: 5, firstId: 100), GenMaterial.clozeList("Pantry", count: 5, firstId: 100)])

    /// The failure of the test `request` asks for, from the blueprint or the drawing.
    static func failure(_ request: TestRequest, centre: CEFRLevel = .a1) throws -> String? {
        let (blueprint, drawn) = try generate(request, pool: pool, profile: LearnerProfile(level: centre))
        #expect(drawn.failure == blueprint.problem, "the drawer reports the blueprint's problem")
        return blueprint.problem?.description
    }

    static let tryOthers = "Try --level mixed, more topics or other skills; vocabulary and cloze questions come from your "
        + "flash cards and cloze lists, listening questions from listend's recordings."

    @Test func nothingToAskNamesTheSkillsAndTheLevels() throws {
        // Cards and cloze entries have no level: a level only leaves out grammar and listening.
        #expect(try Self.failure(TestRequest(level: .fixed(.b2), skills: [.listening, .grammar], seed: 1))
            == "None of the topics asked for has listening or grammar questions at B2. " + Self.tryOthers)
        #expect(try Self.failure(TestRequest(level: .mixed, skills: [.grammar], seed: 1), centre: .c1)
            == "None of the topics asked for has grammar questions at B2–C1. " + Self.tryOthers)
        #expect(try Self.failure(TestRequest(level: .mixed, skills: [.listening], seed: 1), centre: .b2)
            == "None of the topics asked for has listening questions at B1–C1. " + Self.tryOthers)

        let alphaOnly = QuestionPool(topics: GenMaterial.topics(bank: QuestionBank(topics: [
            GenMaterial.grammarTopic("Alpha", [(.a2, 6)]),
        ])))
        let all = try BlueprintPlanner.plan(TestRequest(level: .fixed(.b2), seed: 1), pool: alphaOnly, profile: LearnerProfile())
        #expect(all.problem?.description
            == "None of the topics asked for has vocabulary, listening, grammar or cloze questions at B2. " + Self.tryOthers)
        let unlevelled = try BlueprintPlanner.plan(TestRequest(skills: [.cloze, .vocabulary], seed: 1), pool: alphaOnly,
                                                   profile: LearnerProfile())
        #expect(unlevelled.problem?.description
            == "None of the topics asked for has vocabulary or cloze questions. " + Self.tryOthers)
        #expect(unlevelled.slots.isEmpty)
    }

    @Test func anUnfilledGrammarSlotSaysWhatTheTopicHasAndWhatWouldHelp() throws {
        #expect(try Self.failure(TestRequest(topics: ["Alpha"], level: .fixed(.b1), questionCount: 5, seed: 1))
            == "Slot 1 (Alpha, grammar, B1) could not be filled: the grammar topic Alpha has no questions at B1, and the test "
            + "needs 5. Try --level mixed, fewer questions or more topics.")
        #expect(try Self.failure(TestRequest(topics: ["alpha"], level: .mixed, questionCount: 8, seed: 1))
            == "Slot 7 (Alpha, grammar) could not be filled: the grammar topic Alpha has 6 questions at A1–A2, and the test "
            + "needs 8. Try fewer questions or more topics.")
        // Slots are numbered across the test: the three vocabulary slots come first.
        #expect(try Self.failure(TestRequest(topics: ["Pantry", "Alpha"], level: .fixed(.b1), questionCount: 10,
                                             skills: [.vocabulary, .grammar], seed: 1))
            == "Slot 6 (Alpha, grammar, B1) could not be filled: the grammar topic Alpha has no questions at B1, and the test "
            + "needs 5. Try --level mixed, fewer questions or more topics.")
    }

    @Test func anUnfilledListeningSlotNamesTheRecording() throws {
        #expect(try Self.failure(TestRequest(topics: ["At the station"], level: .mixed, questionCount: 5, seed: 1))
            == "Slot 4 (At the station, listening) could not be filled: the recording “At the station” has 3 questions at "
            + "A1–A2, and the test needs 5. Try fewer questions or more topics.")
        #expect(try Self.failure(TestRequest(topics: ["solo"], level: .fixed(.a2), questionCount: 5, seed: 1))
            == "Slot 2 (Solo, listening, A2) could not be filled: the recording “Solo” has 1 question at A2, and the test "
            + "needs 5. Try --level mixed, fewer questions or more topics.")
    }

    @Test func anUnfilledVocabularyOrClozeSlotAsksForMoreCardsOrEntries() throws {
        #expect(try Self.failure(TestRequest(topics: ["Food"], questionCount: 6, seed: 1))
            == "Slot 5 (Food, vocabulary) could not be filled: the card group Food has 4 cards that can be asked (a card "
            + "needs two others in its group with different translations), and the test needs 6. Add cards to it, or ask "
            + "for fewer questions or more topics.")
        #expect(try Self.failure(TestRequest(topics: ["Kitchen"], questionCount: 5, seed: 1))
            == "Slot 2 (Kitchen, cloze) could not be filled: the cloze list Kitchen has 1 entry that can be asked (an entry "
            + "needs two others in its list with different words), and the test needs 5. Add entries to it, or ask for "
            + "fewer questions or more topics.")
    }

    @Test func aGroupOrListWithoutThreeDifferentAnswersHasNothingToAsk() async throws {
        let fixture = try await GeneratedFixture()
        try fixture.addCards(2, group: "Few")
        try fixture.addClozeEntries(2, list: "Short")
        let tests = fixture.tests()
        let cards = try tests.generate(TestRequest(topics: ["Few"], questionCount: 5, seed: 1), bank: GeneratedFixture.bank,
                                       recordings: [])
        #expect(cards.state == .failed)
        #expect(cards.failure == "Slot 1 (Few, vocabulary) could not be filled: the card group Few has no cards that can be "
            + "asked (a card needs two others in its group with different translations), and the test needs 5. Add cards "
            + "to it, or ask for fewer questions or more topics.")
        let cloze = try tests.generate(TestRequest(topics: ["short"], questionCount: 5, seed: 1), bank: GeneratedFixture.bank,
                                       recordings: [])
        #expect(cloze.failure == "Slot 1 (Short, cloze) could not be filled: the cloze list Short has no entries that can be "
            + "asked (an entry needs two others in its list with different words), and the test needs 5. Add entries to "
            + "it, or ask for fewer questions or more topics.")
    }

    @Test func anUnknownTopicIsRefusedWithASuggestionWhenOneIsClose() throws {
        let pool = try GenMaterial.richPool()
        #expect(throws: GeneratedTestError.unknownTopic("Artcles", suggestion: "Did you mean \"Articles\"?")) {
            try BlueprintPlanner.plan(TestRequest(topics: ["Food", "Artcles"], seed: 1), pool: pool, profile: LearnerProfile())
        }
        #expect(GeneratedTestError.unknownTopic("Artcles", suggestion: "Did you mean \"Articles\"?").description
            == "There is no topic called “Artcles” in your grammar topics, recordings, card groups or cloze lists. "
            + "Did you mean \"Articles\"?")
        #expect(throws: GeneratedTestError.unknownTopic("Quantum physics", suggestion: nil)) {
            try BlueprintPlanner.plan(TestRequest(topics: ["Quantum physics"], seed: 1), pool: pool, profile: LearnerProfile())
        }
        #expect(GeneratedTestError.unknownTopic("Quantum physics", suggestion: nil).description
            == "There is no topic called “Quantum physics” in your grammar topics, recordings, card groups or cloze lists. "
            + "Run `learnctl tests generate --dry-run` to see the topics a test would use.")
    }

    @Test func aTopicOutsideTheSkillsAskedForIsRefused() throws {
        #expect(throws: GeneratedTestError.topicOutsideSkills("Food", has: [.vocabulary], asked: [.grammar, .cloze])) {
            try BlueprintPlanner.plan(TestRequest(topics: ["Food"], skills: [.grammar, .cloze], seed: 1), pool: Self.pool,
                                      profile: LearnerProfile())
        }
        #expect(GeneratedTestError.topicOutsideSkills("Food", has: [.vocabulary], asked: [.grammar, .cloze]).description
            == "“Food” has vocabulary questions only, and the test asks for grammar or cloze ones.")
        #expect(throws: GeneratedTestError.topicOutsideSkills("pantry", has: [.vocabulary, .cloze], asked: [.listening])) {
            try BlueprintPlanner.plan(TestRequest(topics: ["pantry"], skills: [.listening], seed: 1), pool: Self.pool,
                                      profile: LearnerProfile())
        }
        #expect(GeneratedTestError.topicOutsideSkills("pantry", has: [.vocabulary, .cloze], asked: [.listening, .grammar])
            .description == "“pantry” has vocabulary or cloze questions only, and the test asks for listening or grammar ones.")
        // A name shared by a card group and a cloze list is both, when both skills are asked for.
        let both = try BlueprintPlanner.plan(TestRequest(topics: ["Pantry"], questionCount: 6, seed: 1), pool: Self.pool,
                                             profile: LearnerProfile())
        #expect(both.topicQuotas.map { "\($0.topic.key) \($0.count)" } == ["vocabulary:pantry 3", "cloze:pantry 3"])
    }

    @Test func theOtherErrorsReadAsSentences() {
        #expect(GeneratedTestError.noSuchTest(7).description
            == "There is no generated test 7. Run `learnctl tests list` to see yours.")
        #expect(GeneratedTestError.cannotStart(3, .submitted).description
            == "Test 3 is submitted; see its results with `learnctl tests results 3`.")
        #expect(GeneratedTestError.cannotStart(3, .failed).description
            == "Test 3 could not be generated; run `learnctl tests retry 3` to generate it again.")
        #expect(GeneratedTestError.cannotStart(3, .generating).description
            == "Test 3 could not be generated; run `learnctl tests retry 3` to generate it again.")
        #expect(GeneratedTestError.cannotRetry(4, .inProgress).description
            == "Test 4 is in progress; only a failed test can be generated again.")
        #expect(GeneratedTestError.notSubmitted(5, .ready).description
            == "Test 5 is ready; its results are shown once it is submitted.")
        #expect(GeneratedTestError.nothingToResume.description
            == "There is no unfinished test to resume. Start one with `learnctl tests take TOPIC` or `learnctl tests generate`.")
        #expect(GeneratedTestError.answeredElsewhere.description
            == "This question has just been answered in another learnctl taking the same test; run `learnctl tests resume` "
            + "to go on from there.")
        #expect(GeneratedTestError.unknownSchedule("Monday quiz").description
            == "There is no scheduled test called “Monday quiz”. Run `learnctl tests scheduled` to see them.")
        #expect(GeneratedTestError.duplicateSchedule("Monday quiz").description
            == "A scheduled test is already called “Monday quiz”; unschedule it first or choose another title.")
        #expect(GeneratedTestError.noSuchTest(7).errorDescription == GeneratedTestError.noSuchTest(7).description)
    }
}
