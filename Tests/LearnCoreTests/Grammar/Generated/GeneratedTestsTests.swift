import Foundation
import GRDB
import Testing
@testable import LearnCore

/// The life of a generated test: generating → ready → in_progress → submitted, or failed and retried.
struct GeneratedTestsTests {
    static let bank = GeneratedFixture.bank

    /// Five questions: grammar from "Numbers" and "Colours" at A2, and cards.
    static let request = TestRequest(level: .fixed(.a2), questionCount: 5, seed: 11)

    @Test func aGeneratedTestIsReadyWithItsQuestionsStored() async throws {
        let fixture = try await GeneratedFixture()
        try fixture.addCards(6, group: "Food")
        let tests = fixture.tests()
        let test = try tests.generate(Self.request, bank: Self.bank, recordings: [])
        let id = try #require(test.id)
        #expect(test.state == .ready)
        #expect(test.failure == nil)
        #expect(test.title == "Practice test")
        #expect(test.createdAt == AuthFixture.start)
        #expect((test.startedAt, test.submittedAt) == (nil, nil))
        #expect(try tests.test(id) == test)

        let questions = try tests.questions(of: id)
        #expect(questions.map(\.position) == [0, 1, 2, 3, 4])
        #expect(questions.allSatisfy { !$0.isAnswered && $0.testId == id && $0.accountId == fixture.ada.id })
        #expect(Set(questions.map(\.skill)) == [.vocabulary, .grammar])
        #expect(questions.filter { $0.skill == .grammar }.allSatisfy { $0.level == .a2 })
        // What was stored is what the drawer gives.
        let (pool, profile) = try tests.material(bank: Self.bank, recordings: [])
        let drawn = try generate(Self.request, pool: pool, profile: profile).drawn.get()
        #expect(questions.map(\.prompt) == drawn.map(\.prompt))
        #expect(questions.map(\.options) == drawn.map(\.options))
        #expect(questions.map(\.correctOption) == drawn.map(\.correctOption))
        #expect(questions.map(\.explanation) == drawn.map(\.explanation))
        #expect(questions.map(\.sourceId) == drawn.map(\.sourceId))

        let overview = try #require(try tests.overviews().first)
        #expect((overview.test, overview.total, overview.answered, overview.correct) == (test, 5, 0, 0))
    }

    @Test func theSameRequestSeedAndHistoryGiveTheSameQuestionsAndAnswersChangeTheNext() async throws {
        let fixture = try await GeneratedFixture()
        try fixture.addCards(8, group: "Food")
        let tests = fixture.tests()
        let request = TestRequest(level: .mixed, questionCount: 6, seed: 5)
        let first = try tests.questions(of: try #require(try tests.generate(request, bank: Self.bank, recordings: []).id))
        let second = try tests.questions(of: try #require(try tests.generate(request, bank: Self.bank, recordings: []).id))
        func content(_ questions: [GeneratedQuestion]) -> [String] {
            questions.map { "\($0.sourceId) \($0.prompt) \($0.options) \($0.correctOption) \($0.level?.rawValue ?? "-")" }
        }
        #expect(content(first) == content(second), "a test generated but not taken changes nothing")
        var other = request
        other.seed = 6
        let third = try tests.questions(of: try #require(try tests.generate(other, bank: Self.bank, recordings: []).id))
        #expect(content(third) != content(first))

        // Answering a test makes its questions less preferred: the next test asks the unseen ones.
        let food = TestRequest(topics: ["Food"], questionCount: 4, seed: 5)
        let taken = try #require(try tests.generate(food, bank: Self.bank, recordings: []).id)
        var session = try tests.start(taken)
        _ = try session.answerQuestions([true, false, true, false], continueAfterLast: true)
        let next = try tests.questions(of: try #require(try tests.generate(food, bank: Self.bank, recordings: []).id))
        #expect(Set(next.map(\.sourceId)).isDisjoint(with: try tests.questions(of: taken).map(\.sourceId)))
    }

    @Test func aTestNamingTopicsIsTitledAfterThem() async throws {
        let fixture = try await GeneratedFixture()
        try fixture.addCards(6, group: "Food")
        try fixture.addCards(6, group: "Drinks")
        try fixture.addClozeEntries(6, list: "Kitchen")
        let tests = fixture.tests()
        func title(_ topics: [String]?, title: String? = nil) throws -> String {
            try tests.generate(TestRequest(topics: topics, level: .fixed(.a2), questionCount: 8, seed: 1, title: title),
                               bank: Self.bank, recordings: []).title
        }
        #expect(try title(["numbers"]) == "Numbers")
        #expect(try title(["food", "Numbers"]) == "Food, Numbers")
        // Two untried card groups come in an order the seed fixes.
        #expect(["Drinks, Food and 2 more", "Food, Drinks and 2 more"].contains(try title(["Food", "Drinks", "Numbers", "Kitchen"])))
        #expect(try title(nil) == "Practice test")
        #expect(try title(["Food"], title: "Friday quiz") == "Friday quiz")
    }

    @Test func cardsMadeOfDictationLinesAreNoVocabulary() async throws {
        let fixture = try await GeneratedFixture()
        try fixture.addCards(3, group: "Food")
        try fixture.auth.database.write { db in
            // Three cards `practice cards` made of missed lines, in the same group.
            for line in 1...3 {
                try db.execute(sql: """
                    INSERT INTO card (accountId, groupId, word, transcription, translation, createdAt, state, due, reps, lapses,
                                      recordingId, recordingTitle, lineIndex)
                    SELECT accountId, groupId, ?, '', ?, createdAt, 'new', due, 0, 0, 'station-talk', 'Station Talk', ?
                    FROM card LIMIT 1
                    """, arguments: ["Hi. Can I ____ a ____, please? \(line)", "Hi. Can I have a coffee, please? \(line)", line])
            }
        }
        let (pool, _) = try fixture.tests().material(bank: Self.bank, recordings: [])
        let food = try #require(pool.topics.first { $0.skill == .vocabulary && $0.name == "Food" })
        #expect(food.items.count == 3)
        #expect(food.items.allSatisfy {
            if case .card(let word, _) = $0.material { word.hasPrefix("Food word") } else { false }
        })
    }

    @Test func twoGroupsWhoseNamesMakeTheSameSlugAreTwoTopics() async throws {
        let fixture = try await GeneratedFixture()
        try fixture.addCards(6, group: "Food & Drink")
        try fixture.addCards(6, group: "Food, drink")
        try fixture.addClozeEntries(6, list: "Food drink")
        let tests = fixture.tests()
        let (pool, _) = try tests.material(bank: Self.bank, recordings: [])
        let keys = pool.topics.map(\.key)
        #expect(Set(keys).count == keys.count, "topic keys \(keys)")
        for seed: UInt64 in 0..<10 {
            let test = try tests.generate(TestRequest(questionCount: 6, skills: [.vocabulary], seed: seed), bank: Self.bank,
                                          recordings: [])
            let questions = try tests.questions(of: try #require(test.id))
            #expect(questions.count == 6)
            #expect(Dictionary(grouping: questions, by: \.topicName).mapValues(\.count) == ["Food & Drink": 3, "Food, drink": 3])
            #expect(questions.allSatisfy { $0.prompt.contains($0.topicName) }, "each question is from its own group")
        }
        // Naming the slug names both groups and the list: the skills share the six questions, then the groups theirs.
        let both = try tests.blueprint(for: TestRequest(topics: ["food-drink"], questionCount: 6, seed: 1), bank: Self.bank,
                                       recordings: [])
        #expect(both.problem == nil)
        #expect(both.topicQuotas.map(\.count).sorted() == [1, 2, 3])
        #expect(both.skillCounts.map(\.count) == [3, 3])
        #expect(Set(both.topicQuotas.map(\.topic.name)) == ["Food & Drink", "Food, drink", "Food drink"])
    }

    @Test func aTestNamingAnUnknownTopicIsNotStored() async throws {
        let fixture = try await GeneratedFixture()
        let tests = fixture.tests()
        #expect(throws: GeneratedTestError.unknownTopic("Numbrs", suggestion: "Did you mean \"Numbers\"?")) {
            try tests.generate(TestRequest(topics: ["Numbrs"], seed: 1), bank: Self.bank, recordings: [])
        }
        #expect(try tests.overviews().isEmpty)
    }

    // MARK: Failed and retried

    @Test func aFailedTestKeepsItsReasonCannotBeStartedAndIsReadyOnRetryOnceMaterialIsAdded() async throws {
        let fixture = try await GeneratedFixture()
        try fixture.addCards(2, group: "Food")
        let tests = fixture.tests()
        let request = TestRequest(topics: ["Food"], questionCount: 5, seed: 3)
        let failed = try tests.generate(request, bank: Self.bank, recordings: [])
        let id = try #require(failed.id)
        #expect(failed.state == .failed)
        #expect(failed.failure?.hasPrefix("Slot 1 (Food, vocabulary) could not be filled: the card group Food has no cards") == true)
        #expect(try tests.questions(of: id).isEmpty)
        #expect(throws: GeneratedTestError.cannotStart(id, .failed)) { try tests.start(id) }
        #expect(throws: GeneratedTestError.notSubmitted(id, .failed)) { try tests.results(id) }

        // Retrying without more material fails again, for the same reason.
        let again = try tests.retry(id, bank: Self.bank, recordings: [])
        #expect(again.state == .failed)
        #expect(again.failure == failed.failure)
        #expect(again.id == id)

        try fixture.addCards(4, group: "Food", from: 3)
        let ready = try tests.retry(id, bank: Self.bank, recordings: [])
        #expect(ready.state == .ready)
        #expect(ready.failure == nil)
        #expect(ready.id == id)
        #expect(try tests.test(id) == ready)
        let questions = try tests.questions(of: id)
        #expect(questions.count == 5)
        #expect(questions.allSatisfy { $0.topicName == "Food" && $0.skill == .vocabulary })
        #expect(try tests.overviews().count == 1, "a retry makes no new test")

        var session = try tests.start(id)
        #expect(try tests.test(id).state == .inProgress)
        #expect(session.title == "Food")
        _ = try session.start()
        #expect(throws: GeneratedTestError.cannotRetry(id, .inProgress)) {
            try tests.retry(id, bank: Self.bank, recordings: [])
        }
    }

    @Test func aRetryMayUseANewSeed() async throws {
        let fixture = try await GeneratedFixture()
        let tests = fixture.tests()
        let failed = try tests.generate(TestRequest(topics: ["Numbers"], level: .fixed(.c1), questionCount: 5, seed: 3),
                                        bank: Self.bank, recordings: [])
        let id = try #require(failed.id)
        #expect(failed.state == .failed)
        let retried = try tests.retry(id, seed: 99, bank: Self.bank, recordings: [])
        #expect(retried.request.seed == 99)
        #expect(try tests.test(id).request.seed == 99)
        #expect(retried.state == .failed, "C1 questions are still missing")
    }

    @Test func aTestLeftGeneratingByAKillIsRetriedAndCannotBeStarted() async throws {
        let fixture = try await GeneratedFixture()
        let tests = fixture.tests()
        let id = try #require(try tests.generate(TestRequest(topics: ["Colours"], level: .fixed(.b1), questionCount: 3, seed: 1),
                                                 bank: Self.bank, recordings: []).id)
        // As if learnctl had been killed between storing the test and storing its questions.
        try fixture.auth.database.write { db in
            try db.execute(sql: "DELETE FROM generatedQuestion WHERE testId = ?", arguments: [id])
            try db.execute(sql: "UPDATE generatedTest SET state = 'generating' WHERE id = ?", arguments: [id])
        }
        #expect(throws: GeneratedTestError.cannotStart(id, .generating)) { try tests.start(id) }
        let retried = try tests.retry(id, bank: Self.bank, recordings: [])
        #expect(retried.state == .ready)
        #expect(try tests.questions(of: id).count == 3)
    }

    @Test func onlyAFailedTestIsRetried() async throws {
        let fixture = try await GeneratedFixture()
        let tests = fixture.tests()
        let id = try #require(try tests.generate(TestRequest(topics: ["Numbers"], level: .fixed(.a1), questionCount: 4, seed: 1),
                                                 bank: Self.bank, recordings: []).id)
        #expect(throws: GeneratedTestError.cannotRetry(id, .ready)) { try tests.retry(id, bank: Self.bank, recordings: []) }
        var session = try tests.start(id)
        _ = try session.answerQuestions([true, true, true, true], continueAfterLast: true)
        #expect(try tests.test(id).state == .submitted)
        #expect(throws: GeneratedTestError.cannotRetry(id, .submitted)) { try tests.retry(id, bank: Self.bank, recordings: []) }
        #expect(throws: GeneratedTestError.noSuchTest(id + 1)) { try tests.retry(id + 1, bank: Self.bank, recordings: []) }
    }

    // MARK: Taking

    @Test func startingMovesAReadyTestInProgressAndASubmittedOneCannotBeStarted() async throws {
        let fixture = try await GeneratedFixture()
        let id = try #require(try fixture.tests().generate(
            TestRequest(topics: ["Numbers"], level: .fixed(.b1), questionCount: 3, seed: 2), bank: Self.bank, recordings: []).id)
        #expect(throws: GeneratedTestError.notSubmitted(id, .ready)) { try fixture.tests().results(id) }
        #expect(try fixture.tests().latestInProgress() == nil)

        var session = try fixture.tests(at: 60).start(id)
        let started = try fixture.tests().test(id)
        #expect(started.state == .inProgress)
        #expect(started.startedAt == AuthFixture.start.addingTimeInterval(60))
        #expect(try fixture.tests().latestInProgress() == started)
        #expect(throws: GeneratedTestError.notSubmitted(id, .inProgress)) { try fixture.tests().results(id) }

        // Starting it again continues it, and does not move its start.
        _ = try fixture.tests(at: 120).start(id)
        #expect(try fixture.tests().test(id).startedAt == AuthFixture.start.addingTimeInterval(60))

        let events = try session.answerQuestions([true, false, true], continueAfterLast: true)
        let summary = try #require(events.summary)
        #expect((summary.correct, summary.incorrect, summary.attemptId) == (2, 1, id))
        let submitted = try fixture.tests().test(id)
        #expect(submitted.state == .submitted)
        #expect(submitted.submittedAt == AuthFixture.start.addingTimeInterval(60))
        #expect(throws: GeneratedTestError.cannotStart(id, .submitted)) { try fixture.tests().start(id) }
        #expect(try fixture.tests().latestInProgress() == nil)
        let results = try fixture.tests().results(id)
        #expect((results.correct, results.total, results.unanswered, results.percent, results.band) == (2, 3, 0, 67, .fair))
    }

    @Test func aTestLeftMidWayStaysInProgressWithItsAnswers() async throws {
        let fixture = try await GeneratedFixture()
        let tests = fixture.tests()
        let id = try #require(try tests.generate(
            TestRequest(topics: ["Numbers"], level: .fixed(.a2), questionCount: 4, seed: 2), bank: Self.bank, recordings: []).id)
        var session = try tests.start(id)
        _ = try session.answerQuestions([false, true], continueAfterLast: true)
        #expect(try session.handle(.quit) == [.paused(attemptId: id, answered: 2, total: 4)])
        #expect(session.isOver)

        #expect(try tests.test(id).state == .inProgress)
        let questions = try tests.questions(of: id)
        #expect(questions.map(\.isCorrect) == [false, true, nil, nil])
        #expect(questions.prefix(2).allSatisfy { $0.answeredAt == AuthFixture.start })
        let overview = try #require(try tests.overviews().first)
        #expect((overview.total, overview.answered, overview.correct) == (4, 2, 1))
        #expect(try tests.latestInProgress()?.id == id)
    }

    @Test func aTestResumedAfterAKillContinuesAfterTheLastCheckedQuestion() async throws {
        let fixture = try await GeneratedFixture()
        let id = try #require(try fixture.tests().generate(
            TestRequest(topics: ["Numbers"], level: .fixed(.a1), questionCount: 4, seed: 8), bank: Self.bank, recordings: []).id)
        var session = try fixture.tests().start(id)
        var events = try session.answerQuestions([true, false], continueAfterLast: true)
        let third = try #require(events.questions.last)
        #expect(third.number == 3)
        // The third answer is chosen but not checked when the process is killed: it is the one lost.
        _ = try session.handle(.choose(third.correctOption + 1))

        let database = try fixture.reopenedDatabase()
        let tests = fixture.tests(at: 3600, database: database)
        #expect(try tests.latestInProgress()?.id == id)
        var resumed = try tests.start(id)
        events = try resumed.start()
        #expect(events == [.question(third)], "the third question again, unchecked, its options in the same order")
        #expect(try resumed.handle(.check) == [.notice(.chooseFirst)])
        events = try resumed.handle(.choose(third.correctOption + 1)) + resumed.handle(.check) + resumed.handle(.next)
        guard case .question(let fourth)? = events.last else {
            Issue.record("no fourth question: \(events)")
            return
        }
        #expect((fourth.number, fourth.total) == (4, 4))
        events = try resumed.handle(.choose(fourth.correctOption + 1)) + resumed.handle(.check) + resumed.handle(.next)
        let summary = try #require(events.summary)
        #expect((summary.correct, summary.incorrect) == (3, 1))
        let questions = try tests.questions(of: id)
        #expect(questions.map(\.isCorrect) == [true, false, true, true])
        #expect(questions.map(\.answeredAt) == [AuthFixture.start, AuthFixture.start, AuthFixture.start.addingTimeInterval(3600),
                                                AuthFixture.start.addingTimeInterval(3600)])
        #expect(try fixture.tests().test(id).submittedAt == AuthFixture.start.addingTimeInterval(3600))
    }

    @Test func aQuestionAnsweredInAnotherSessionIsNotAnsweredTwice() async throws {
        let fixture = try await GeneratedFixture()
        let id = try #require(try fixture.tests().generate(
            TestRequest(topics: ["Colours"], level: .fixed(.a2), questionCount: 3, seed: 4), bank: Self.bank, recordings: []).id)
        var here = try fixture.tests().start(id)
        var there = try fixture.tests(at: 10, database: try fixture.reopenedDatabase()).start(id)
        let question = try #require(try there.start().questions.first)
        _ = try here.answerQuestions([true])
        _ = try there.handle(.choose(question.correctOption == 0 ? 2 : 1))
        #expect(throws: GeneratedTestError.answeredElsewhere) { try there.handle(.check) }
        let stored = try fixture.tests().questions(of: id)
        #expect(stored.map(\.isCorrect) == [true, nil, nil], "the first answer stands")
        #expect(stored[0].answeredAt == AuthFixture.start)

        // The other session, opened again, goes on from the second question.
        var again = try fixture.tests(at: 20).start(id)
        #expect(try again.start().questions.first?.number == 2)
    }

    @Test func aTestSubmittedInAnotherSessionTakesNoMoreAnswers() async throws {
        let fixture = try await GeneratedFixture()
        let id = try #require(try fixture.tests().generate(
            TestRequest(topics: ["Colours"], level: .fixed(.b1), questionCount: 3, seed: 4), bank: Self.bank, recordings: []).id)
        var here = try fixture.tests().start(id)
        _ = try here.answerQuestions([true])
        var there = try fixture.tests(at: 10, database: try fixture.reopenedDatabase()).start(id)
        let second = try #require(try there.start().questions.first)
        #expect(second.number == 2)
        _ = try here.handle(.submit(confirmed: true))
        let results = try fixture.tests().results(id)

        _ = try there.handle(.choose(second.correctOption + 1))
        #expect(throws: GeneratedTestError.cannotStart(id, .submitted)) { try there.handle(.check) }
        #expect(try fixture.tests().results(id) == results, "the submitted results stay as they were")
        _ = try there.handle(.submit(confirmed: true))
        #expect(try fixture.tests().test(id).submittedAt == AuthFixture.start, "submitted when it was first submitted")
        #expect(try fixture.tests().results(id) == results)
    }

    @Test func submittingEarlyAsksForConfirmationWhileQuestionsAreUnanswered() async throws {
        let fixture = try await GeneratedFixture()
        let tests = fixture.tests()
        let id = try #require(try tests.generate(
            TestRequest(topics: ["Numbers"], level: .fixed(.b1), questionCount: 4, seed: 6), bank: Self.bank, recordings: []).id)
        var session = try tests.start(id)
        #expect(session.canSubmit)
        _ = try session.answerQuestions([true])
        #expect(try session.handle(.submit(confirmed: false)) == [.confirmSubmit(unanswered: 3)])
        #expect(!session.isOver)
        #expect(try tests.test(id).state == .inProgress)
        _ = try session.handle(.next)
        #expect(try session.handle(.submit(confirmed: false)) == [.confirmSubmit(unanswered: 3)])

        let summary = try #require(try session.handle(.submit(confirmed: true)).summary)
        #expect(session.isOver)
        #expect((summary.correct, summary.incorrect) == (1, 3), "unanswered questions count as wrong")
        #expect(summary.missed.map(\.chosenAnswer) == ["", "", ""])
        #expect(try session.handle(.submit(confirmed: true)).isEmpty)
        #expect(try session.handle(.choose(1)).isEmpty)
        let results = try tests.results(id)
        #expect((results.correct, results.total, results.unanswered, results.percent, results.band) == (1, 4, 3, 25, .low))
        #expect(try tests.overviews().first?.percent == 25)
    }

    @Test func submittingWithEveryQuestionAnsweredNeedsNoConfirmation() async throws {
        let fixture = try await GeneratedFixture()
        let tests = fixture.tests()
        let id = try #require(try tests.generate(
            TestRequest(topics: ["Colours"], level: .fixed(.b1), questionCount: 3, seed: 6), bank: Self.bank, recordings: []).id)
        var session = try tests.start(id)
        _ = try session.answerQuestions([true, true, false])
        let summary = try #require(try session.handle(.submit(confirmed: false)).summary)
        #expect((summary.correct, summary.incorrect) == (2, 1))
        #expect(try tests.test(id).state == .submitted)
    }

    @Test func theLatestStartedTestIsTheOneToResume() async throws {
        let fixture = try await GeneratedFixture()
        let request = TestRequest(topics: ["Numbers"], level: .fixed(.a2), questionCount: 3, seed: 1)
        let older = try #require(try fixture.tests(at: 0).generate(request, bank: Self.bank, recordings: []).id)
        let newer = try #require(try fixture.tests(at: 10).generate(request, bank: Self.bank, recordings: []).id)
        _ = try fixture.tests(at: 100).start(newer)
        _ = try fixture.tests(at: 200).start(older)
        #expect(try fixture.tests().latestInProgress()?.id == older)
        #expect(try fixture.tests().overviews().map(\.test.id) == [newer, older], "the list is the latest generated first")
        #expect(try fixture.tests().overviews(limit: 1).map(\.test.id) == [newer])
    }

    @Test func anotherAccountSeesNoneOfTheTests() async throws {
        let fixture = try await GeneratedFixture()
        let id = try #require(try fixture.tests().generate(
            TestRequest(topics: ["Numbers"], level: .fixed(.a2), questionCount: 3, seed: 1), bank: Self.bank, recordings: []).id)
        let grace = fixture.tests(fixture.grace)
        #expect(throws: GeneratedTestError.noSuchTest(id)) { try grace.start(id) }
        #expect(throws: GeneratedTestError.noSuchTest(id)) { try grace.results(id) }
        #expect(try grace.overviews().isEmpty)
        #expect(try grace.questions(of: id).isEmpty)
        #expect(try grace.latestInProgress() == nil)
        _ = try fixture.tests().start(id)
        #expect(try grace.latestInProgress() == nil)
    }
}
