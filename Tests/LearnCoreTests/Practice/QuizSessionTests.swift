import Foundation
import GRDB
import Testing
@testable import LearnCore

@Suite struct QuizSessionTests {
    @Test func startingAQuizShowsTheFirstQuestion() async throws {
        let fixture = try await PracticeFixture()
        var quiz = try fixture.practice().startQuiz(of: PracticeFixture.recording, questions: PracticeFixture.questions, seed: 7)
        #expect(quiz.attempt.kind == .quiz)
        #expect(quiz.attempt.items == [0, 1, 2, 3, 4])
        #expect(quiz.attempt.seed == 7)
        #expect(quiz.title == "At the station")
        #expect(quiz.attemptId == quiz.attempt.id)
        #expect(quiz.currentQuestion == nil)
        #expect(quiz.currentLine == nil)

        let events = try quiz.start()
        #expect(events.count == 1)
        guard case .question(let shown)? = events.first else {
            Issue.record("expected a question card, got \(events)")
            return
        }
        #expect(shown.number == 1)
        #expect(shown.total == 5)
        #expect(shown.question.id == "at-the-station#1")
        #expect(shown.question.level == .a2)
        #expect(shown.question.prompt == "Question 1?")
        #expect(shown.question.line == 1)
        #expect(shown.options.sorted() == PracticeFixture.questions[0].options.sorted())
        #expect(shown.correctAnswer == "right 1")
        #expect(quiz.currentQuestion == shown)
        #expect(quiz.currentLine == 1)
        #expect(!quiz.isShowingResult)
        #expect(!quiz.isOver)
    }

    @Test func eachCheckedAnswerIsSavedAtOnce() async throws {
        let fixture = try await PracticeFixture()
        var quiz = try fixture.practice(at: 30).startQuiz(of: PracticeFixture.recording, questions: PracticeFixture.questions, seed: 7)
        let attemptId = try #require(quiz.attempt.id)
        guard case .question(let first)? = try quiz.start().first else {
            Issue.record("expected a question card")
            return
        }
        #expect(try quiz.handle(.check) == [.notice(.chooseFirst)])
        #expect(try quiz.handle(.next) == [.notice(.checkFirst)])
        #expect(try quiz.handle(.choose(9)) == [.notice(.noSuchOption(number: 9, count: 4))])
        let wrong = (first.correctOption + 1) % first.options.count
        #expect(try quiz.handle(.choose(wrong + 1)) == [.chosen(option: wrong, text: first.options[wrong])])
        #expect(try fixture.savedAnswers(attemptId: attemptId).isEmpty, "choosing is not answering")

        let checked = try quiz.handle(.check)
        #expect(checked == [.result(CheckResult(question: first, chosenOption: wrong))])
        #expect(quiz.isShowingResult)
        #expect(quiz.currentLine == 1, "the result card still shows question 1")
        let saved = try fixture.savedAnswers(attemptId: attemptId)
        #expect(saved.count == 1)
        let answer = try #require(saved.first)
        #expect(answer.accountId == fixture.ada.id)
        #expect(answer.position == 0)
        #expect(answer.questionIndex == 0)
        #expect(answer.prompt == "Question 1?")
        #expect(answer.chosenAnswer == first.options[wrong])
        #expect(answer.correctAnswer == "right 1")
        #expect(!answer.isCorrect)
        #expect(answer.answeredAt == AuthFixture.start.addingTimeInterval(30))
        #expect(try quiz.handle(.choose(1)) == [.notice(.alreadyChecked)])
        #expect(try quiz.handle(.check) == [.notice(.alreadyChecked)])
        #expect(try fixture.savedAnswers(attemptId: attemptId).count == 1)

        guard case .question(let second)? = try quiz.handle(.next).first else {
            Issue.record("expected the second question")
            return
        }
        #expect(second.number == 2)
        #expect(quiz.currentLine == 2)
        _ = try quiz.handle(.choose(second.correctOption + 1))
        _ = try quiz.handle(.check)
        let answers = try fixture.savedAnswers(attemptId: attemptId)
        #expect(answers.map(\.position) == [0, 1])
        #expect(answers.map(\.isCorrect) == [false, true])
        #expect(answers.map(\.chosenAnswer) == [first.options[wrong], "right 2"])
    }

    @Test func theLastAnswerFinishesTheQuizAndTheSummaryCountsTheAnswers() async throws {
        let fixture = try await PracticeFixture()
        var quiz = try fixture.practice().startQuiz(of: PracticeFixture.recording, questions: PracticeFixture.questions, seed: 7)
        let attemptId = try #require(quiz.attempt.id)
        var events = try quiz.answerQuiz([true, false, true, false, true])
        #expect(events.results.map(\.isCorrect) == [true, false, true, false, true])
        #expect(try fixture.savedAttempt(attemptId)?.finishedAt == AuthFixture.start, "finished with the last answer")
        #expect(quiz.attempt.finishedAt == AuthFixture.start)
        #expect(!quiz.isOver, "the result of the last question is on the card")

        events = try quiz.handle(.next)
        let summary = try #require(events.summary)
        #expect(quiz.isOver)
        #expect(quiz.currentQuestion == nil)
        #expect(quiz.currentLine == nil)
        #expect(summary.attemptId == attemptId)
        #expect(summary.title == "At the station")
        #expect((summary.correct, summary.incorrect) == (3, 2))
        #expect(summary.percent == 60)
        #expect(summary.missed.map(\.questionId) == ["at-the-station#2", "at-the-station#4"])
        #expect(summary.missed.map(\.prompt) == ["Question 2?", "Question 4?"])
        #expect(summary.missed.map(\.correctAnswer) == ["right 2", "right 4"])
        #expect(summary.missed.allSatisfy { $0.chosenAnswer.hasPrefix("wrong") })
        #expect(try quiz.handle(.next) == [])
        #expect(try fixture.savedAnswers(attemptId: attemptId).map(\.isCorrect) == [true, false, true, false, true])
        #expect(throws: PracticeError.nothingToResume(kind: .quiz, title: "At the station")) {
            try fixture.practice().resumeQuiz(of: PracticeFixture.recording, questions: PracticeFixture.questions)
        }
    }

    @Test func aQuizResumedByANewProcessContinuesAtTheThirdQuestion() async throws {
        let fixture = try await PracticeFixture()
        var quiz = try fixture.practice(at: 0).startQuiz(of: PracticeFixture.recording, questions: PracticeFixture.questions, seed: 11)
        let asked = try quiz.answerQuiz([false, true], continueAfterLast: true).questions
        #expect(asked.map(\.number) == [1, 2, 3])
        #expect(try quiz.handle(.quit) == [.paused(attemptId: quiz.attemptId, answered: 2, total: 5)])
        #expect(quiz.isOver)

        var resumed = try fixture.practiceInNewProcess(at: 900)
            .resumeQuiz(of: PracticeFixture.recording, questions: PracticeFixture.questions)
        #expect(resumed.attemptId == quiz.attemptId)
        let events = try resumed.answerQuiz([true, true, false], continueAfterLast: true)
        #expect(events.questions.first == asked.last, "question 3 again, its options in the same order")
        #expect(events.questions.map(\.number) == [3, 4, 5])
        #expect(events.questions.map(\.question.id) == ["at-the-station#3", "at-the-station#4", "at-the-station#5"])
        let summary = try #require(events.summary)
        #expect((summary.correct, summary.incorrect) == (3, 2))
        #expect(summary.missed.map(\.questionId) == ["at-the-station#1", "at-the-station#5"])

        let answers = try fixture.savedAnswers(attemptId: quiz.attemptId)
        #expect(answers.map(\.position) == [0, 1, 2, 3, 4])
        #expect(answers.map(\.answeredAt) == [0, 0, 900, 900, 900].map { AuthFixture.start.addingTimeInterval($0) })
        #expect(try fixture.savedAttempt(quiz.attemptId)?.finishedAt == AuthFixture.start.addingTimeInterval(900))
    }

    @Test func aQuestionAnsweredInAnotherRunOfTheSameQuizIsNotSavedTwice() async throws {
        let fixture = try await PracticeFixture()
        var quiz = try fixture.practice().startQuiz(of: PracticeFixture.recording, questions: PracticeFixture.questions, seed: 1)
        var resumed = try fixture.practice().resumeQuiz(of: PracticeFixture.recording, questions: PracticeFixture.questions)
        _ = try quiz.answerQuiz([true, true, true, true, true])
        #expect(throws: PracticeError.checkedElsewhere) {
            _ = try resumed.start()
            _ = try resumed.handle(.choose(1))
            _ = try resumed.handle(.check)
        }
        #expect(try fixture.savedAnswers(attemptId: quiz.attemptId).count == 5)
    }

    @Test func theExplanationEndsWithTheLineThatAnswersTheQuestion() async throws {
        let fixture = try await PracticeFixture()
        var quiz = try fixture.practice().startQuiz(of: PracticeFixture.recording, questions: PracticeFixture.questions, seed: 5)
        let events = try quiz.answerQuiz([true, true, true, true, true])
        let explanations = events.results.map(\.explanation)
        #expect(explanations == [
            "Explanation 1. Line 1: “The train leaves at noon.”",
            "Explanation 2. Line 2: “She lives in Manchester now.”",
            "Explanation 3. Line 3: “We went to the market yesterday.”",
            "Explanation 4. Line 4: “I have never seen the sea.”",
            "Explanation 5.",
        ])
        #expect(events.questions.map(\.question.line) == [1, 2, 3, 4, 5])
    }

    @Test func currentLineIsTheLineThatAnswersTheQuestionShown() async throws {
        let fixture = try await PracticeFixture()
        let questions = [
            QuizQuestion(prompt: "Where?", options: ["Leeds", "Manchester"], answer: 1, explanation: "She says so.",
                         line: 2, lineText: "She lives in Manchester now."),
            QuizQuestion(prompt: "When?", options: ["at noon", "at ten"], answer: 0, explanation: "The train.",
                         line: 1, lineText: "The train leaves at noon."),
        ]
        var quiz = try fixture.practice().startQuiz(of: PracticeFixture.recording, questions: questions, seed: 2)
        _ = try quiz.start()
        #expect(quiz.currentLine == 2)
        _ = try quiz.handle(.choose(1))
        #expect(quiz.currentLine == 2)
        _ = try quiz.handle(.check)
        #expect(quiz.currentLine == 2)
        _ = try quiz.handle(.next)
        #expect(quiz.currentLine == 1)
        #expect(quiz.currentQuestion?.question.prompt == "When?")
    }

    @Test func theOptionsAreShuffledBySeed() async throws {
        let fixture = try await PracticeFixture()
        let practice = fixture.practice()
        func shownOptions(seed: UInt64) throws -> [[String]] {
            var quiz = try practice.startQuiz(of: PracticeFixture.recording, questions: PracticeFixture.questions, seed: seed)
            return try quiz.answerQuiz([true, true, true, true, true]).questions.map(\.options)
        }
        let first = try shownOptions(seed: 42)
        let again = try shownOptions(seed: 42)
        let other = try shownOptions(seed: 43)
        #expect(first.count == 5)
        #expect(first == again, "the same seed gives the same order")
        #expect(first != other, "another seed gives another order")
        #expect(zip(first, PracticeFixture.questions).allSatisfy { $0.sorted() == $1.options.sorted() })
        #expect(zip(other, PracticeFixture.questions).allSatisfy { $0.sorted() == $1.options.sorted() })
        #expect(first != PracticeFixture.questions.map(\.options), "the options are shuffled")

        let large = try practice.startQuiz(of: PracticeFixture.recording, questions: PracticeFixture.questions,
                                           seed: UInt64.max - 1)
        #expect(large.attempt.seed == -2, "a seed past Int64.max is kept as its bit pattern")
        var resumed = try practice.resumeQuiz(of: PracticeFixture.recording, questions: PracticeFixture.questions)
        var fresh = try practice.startQuiz(of: PracticeFixture.recording, questions: PracticeFixture.questions,
                                           seed: UInt64.max - 1)
        #expect(try resumed.start() != [], "the unfinished quiz resumes")
        #expect(resumed.currentQuestion?.options == (try fresh.start()).questions.first?.options)
    }

    @Test func aRecordingWithoutQuestionsHasNoQuiz() async throws {
        let fixture = try await PracticeFixture()
        #expect(throws: PracticeError.noQuestions(title: "At the station")) {
            try fixture.practice().startQuiz(of: PracticeFixture.recording, questions: [], seed: 1)
        }
        #expect(try fixture.rowCount("practiceAttempt", of: fixture.ada) == 0)
        #expect(throws: PracticeError.nothingToResume(kind: .quiz, title: "At the station")) {
            try fixture.practice().resumeQuiz(of: PracticeFixture.recording, questions: PracticeFixture.questions)
        }
    }
}
