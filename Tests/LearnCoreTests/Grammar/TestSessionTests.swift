import Foundation
import Testing
@testable import LearnCore

struct TestSessionTests {
    @Test func checkDoesNothingUntilAnOptionIsChosen() async throws {
        let fixture = try GrammarFixture()
        let practice = try fixture.practice(try await fixture.signUp("ada@example.com"))
        var session = try practice.startTest(topicNamed: "numbers", count: 2, seed: 1)
        guard case .question(let question) = try session.start().first else {
            Issue.record("the test did not start with a question")
            return
        }

        #expect(try session.handle(.check) == [.notice(.chooseFirst)])
        #expect(try session.handle(.next) == [.notice(.checkFirst)])
        #expect(try session.handle(.choose(4)) == [.notice(.noSuchOption(number: 4, count: 3))])
        #expect(try session.handle(.check) == [.notice(.chooseFirst)])
        #expect(!session.isShowingResult)
        #expect(try practice.history().first?.answered == 0)

        #expect(try session.handle(.choose(1)) == [.chosen(option: 0, text: question.options[0])])
        #expect(try session.handle(.choose(2)) == [.chosen(option: 1, text: question.options[1])])
        #expect(try session.handle(.check) == [.result(CheckResult(question: question, chosenOption: 1))])
        #expect(session.isShowingResult)
        #expect(try practice.history().first?.answered == 1)
    }

    @Test func aWrongAnswerShowsTheCorrectOneAndTheExplanation() async throws {
        let fixture = try GrammarFixture()
        let practice = try fixture.practice(try await fixture.signUp("ada@example.com"))
        var session = try practice.startTest(topicNamed: "numbers", count: 1, seed: 2)
        let result = try #require(try session.answer([false]).results.first)
        #expect(!result.isCorrect)
        #expect(result.correctAnswer.hasPrefix("right "))
        #expect(result.chosenAnswer.hasPrefix("wrong "))
        #expect(result.explanation.hasPrefix("The explanation of question"))
        #expect(result.correctAnswer == result.question.question.correctAnswer)
    }

    @Test func continueResetsTheCardAndTheSummaryCountsTheAnswers() async throws {
        let fixture = try GrammarFixture()
        let practice = try fixture.practice(try await fixture.signUp("ada@example.com"))
        var session = try practice.startTest(topicNamed: "numbers", count: 3, seed: 3)
        let events = try session.answer([true, false], continueAfterLast: true)

        let third = try #require(events.questions.last)
        #expect(events.questions.map(\.number) == [1, 2, 3])
        #expect(!session.isShowingResult)
        #expect(try session.handle(.check) == [.notice(.chooseFirst)])
        _ = try session.handle(.choose(third.correctOption + 1))
        _ = try session.handle(.check)
        #expect(try session.handle(.choose(1)) == [.notice(.alreadyChecked)])
        #expect(try session.handle(.check) == [.notice(.alreadyChecked)])

        let summary = try #require(try session.handle(.next).summary)
        #expect(session.isOver)
        #expect(summary.correct == 2)
        #expect(summary.incorrect == 1)
        #expect(summary.percent == 67)
        #expect(summary.title == "Numbers")
        let missed = try #require(events.results.dropFirst().first)
        #expect(summary.missed.map(\.questionId) == [missed.question.question.id])
        #expect(summary.missed.first?.correctAnswer == missed.correctAnswer)
        #expect(summary.missed.first?.chosenAnswer == missed.chosenAnswer)
        #expect(try session.handle(.next).isEmpty)
    }

    @Test func quittingKeepsTheAttemptUnlessEveryQuestionIsAnswered() async throws {
        let fixture = try GrammarFixture()
        let practice = try fixture.practice(try await fixture.signUp("ada@example.com"))
        var session = try practice.startTest(topicNamed: "numbers", count: 3, seed: 4)
        _ = try session.answer([true])
        let attemptId = try #require(session.attempt.id)
        #expect(try session.handle(.quit) == [.paused(attemptId: attemptId, answered: 1, total: 3)])
        #expect(session.isOver)
        #expect(try practice.history().first?.isFinished == false)

        var complete = try practice.startTest(topicNamed: "colours", count: 3, seed: 4)
        _ = try complete.answer([true, true, false])
        let summary = try #require(try complete.handle(.quit).summary)
        #expect((summary.correct, summary.incorrect) == (2, 1))
        #expect(try practice.history().first?.isFinished == true)
    }

    @Test func theSeedFixesTheOrderOfQuestionsAndOptions() async throws {
        let fixture = try GrammarFixture()
        let ada = try fixture.practice(try await fixture.signUp("ada@example.com"))
        let grace = try fixture.practice(try await fixture.signUp("grace@example.com"))
        var first = try ada.startTest(topicNamed: "numbers", count: 5, seed: 42)
        var second = try grace.startTest(topicNamed: "numbers", count: 5, seed: 42)
        let firstQuestions = try first.answer([true, true, true, true, true]).questions
        let secondQuestions = try second.answer([true, true, true, true, true]).questions
        #expect(firstQuestions.map(\.options) == secondQuestions.map(\.options))
        #expect(firstQuestions.map(\.question.id) == secondQuestions.map(\.question.id))

        let correctPositions = try (0..<20).map { seed -> Int? in
            var session = try ada.startTest(topicNamed: "numbers", count: 5, seed: UInt64(seed))
            return try session.answer([]).questions.first?.correctOption
        }
        #expect(Set(correctPositions) == [0, 1, 2], "the correct option moves between attempts")
    }
}
