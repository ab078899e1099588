import Foundation
import Testing
@testable import LearnCore

/// The Test screen's card flow on a generated test.
struct GeneratedTestSessionTests {
    static let recording = GenMaterial.recording("talk", title: "Talk", level: .a2, count: 4)

    /// A started test and its questions as stored.
    struct Started {
        let tests: GeneratedTests
        var session: GeneratedTestSession
        let stored: [GeneratedQuestion]
    }

    /// A started test of Ada's with four questions: two on "Talk", then two grammar ones from "Numbers".
    static func started(_ fixture: GeneratedFixture) throws -> Started {
        let tests = fixture.tests()
        let test = try tests.generate(TestRequest(topics: ["Numbers", "Talk"], level: .fixed(.a2), questionCount: 4, seed: 21),
                                      bank: GeneratedFixture.bank, recordings: [recording])
        let id = try #require(test.id)
        return Started(tests: tests, session: try tests.start(id), stored: try tests.questions(of: id))
    }

    @Test func eachCardShowsItsProgressTopicAndSkillWithTheStoredOptions() async throws {
        let fixture = try await GeneratedFixture()
        var started = try Self.started(fixture)
        let stored = started.stored
        #expect(started.session.attemptId == stored[0].testId)
        #expect(started.session.title == "Talk, Numbers")
        #expect(started.session.currentQuestion == nil)
        let events = try started.session.answerQuestions([true, true, true, true])
        let shown = events.questions
        #expect(shown.map { "\($0.number)/\($0.total)" } == ["1/4", "2/4", "3/4", "4/4"])
        #expect(shown.map(\.topic) == stored.map(\.topicName))
        #expect(shown.map(\.skill) == stored.map(\.skill.rawValue))
        #expect(shown.map(\.skill) == ["listening", "listening", "grammar", "grammar"])
        #expect(shown.map(\.options) == stored.map(\.options))
        #expect(shown.map(\.correctOption) == stored.map(\.correctOption))
        #expect(shown.map(\.question.prompt) == stored.map(\.prompt))
        #expect(events.results.map(\.explanation) == stored.map(\.explanation))
        #expect(events.results.allSatisfy { $0.isCorrect })
        #expect(started.session.isShowingResult)
        #expect(started.session.currentStoredQuestion?.position == 3)
    }

    @Test func aListeningCardKnowsTheLineToPlay() async throws {
        let fixture = try await GeneratedFixture()
        var started = try Self.started(fixture)
        let stored = started.stored
        _ = try started.session.start()
        let current = try #require(started.session.currentStoredQuestion)
        #expect(current == stored[0])
        #expect(current.recordingId == "talk")
        let line = try #require(current.line)
        #expect(current.sourceId == "listening:talk#\(line)")
        #expect(current.prompt == "Talk: question \(line)?")
    }

    @Test func checkNeedsAChoiceAndContinueNeedsACheck() async throws {
        let fixture = try await GeneratedFixture()
        var started = try Self.started(fixture)
        let (tests, stored) = (started.tests, started.stored)
        guard case .question(let question)? = try started.session.start().first else {
            Issue.record("the test did not start with a question")
            return
        }
        #expect(try started.session.handle(.check) == [.notice(.chooseFirst)])
        #expect(try started.session.handle(.next) == [.notice(.checkFirst)])
        let count = question.options.count
        #expect(try started.session.handle(.choose(count + 1)) == [.notice(.noSuchOption(number: count + 1, count: count))])
        #expect(try started.session.handle(.choose(0)) == [.notice(.noSuchOption(number: 0, count: count))])
        #expect(try tests.questions(of: stored[0].testId).allSatisfy { !$0.isAnswered }, "choosing stores nothing")

        let wrong = (question.correctOption + 1) % count
        #expect(try started.session.handle(.choose(wrong + 1)) == [.chosen(option: wrong, text: question.options[wrong])])
        #expect(try started.session.handle(.check) == [.result(CheckResult(question: question, chosenOption: wrong))])
        #expect(try started.session.handle(.choose(1)) == [.notice(.alreadyChecked)])
        #expect(try started.session.handle(.check) == [.notice(.alreadyChecked)])
        let first = try tests.questions(of: stored[0].testId)[0]
        #expect((first.chosenOption, first.isCorrect, first.answeredAt) == (wrong, false, AuthFixture.start))
    }

    @Test func theSummaryListsTheMissedQuestionsInOrder() async throws {
        let fixture = try await GeneratedFixture()
        var started = try Self.started(fixture)
        let (tests, stored) = (started.tests, started.stored)
        let events = try started.session.answerQuestions([false, true, false, true], continueAfterLast: true)
        let summary = try #require(events.summary)
        #expect(started.session.isOver)
        #expect(summary.title == "Talk, Numbers")
        #expect((summary.correct, summary.incorrect, summary.percent) == (2, 2, 50))
        #expect(summary.missed.map(\.questionId) == [stored[0].sourceId, stored[2].sourceId])
        #expect(summary.missed.map(\.correctAnswer) == [stored[0], stored[2]].map { $0.options[$0.correctOption] })
        #expect(summary.missed.map(\.chosenAnswer) == events.results.filter { !$0.isCorrect }.map(\.chosenAnswer))
        #expect(try tests.test(stored[0].testId).state == .submitted)
        #expect(try started.session.handle(.next).isEmpty)
    }

    @Test func quittingAfterTheLastCheckSubmits() async throws {
        let fixture = try await GeneratedFixture()
        var started = try Self.started(fixture)
        let (tests, stored) = (started.tests, started.stored)
        _ = try started.session.answerQuestions([true, true, true, false])
        let summary = try #require(try started.session.handle(.quit).summary)
        #expect((summary.correct, summary.incorrect) == (3, 1))
        #expect(try tests.test(stored[0].testId).state == .submitted)
    }

    @Test func startingATestWhoseQuestionsAreAllCheckedShowsTheSummaryAndSubmitsIt() async throws {
        let fixture = try await GeneratedFixture()
        var started = try Self.started(fixture)
        let (tests, stored) = (started.tests, started.stored)
        // Killed after the last check, before Continue.
        _ = try started.session.answerQuestions([true, true, false, false])
        #expect(try tests.test(stored[0].testId).state == .inProgress)
        var resumed = try fixture.tests(at: 50, database: try fixture.reopenedDatabase()).start(stored[0].testId)
        let summary = try #require(try resumed.start().summary)
        #expect((summary.correct, summary.incorrect) == (2, 2))
        let test = try tests.test(stored[0].testId)
        #expect(test.state == .submitted)
        #expect(test.submittedAt == AuthFixture.start.addingTimeInterval(50))
    }
}
