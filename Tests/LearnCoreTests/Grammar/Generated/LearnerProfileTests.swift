import Foundation
import Testing
@testable import LearnCore

/// What the generator learns from the learner's answers: tallies, last answers and the level.
struct LearnerProfileTests {
    typealias Tally = LearnerProfile.Tally

    @Test func theLevelIsTheHighestWithFiveAnswersAndFourFifthsRight() {
        func level(_ results: [CEFRLevel: Tally]) -> CEFRLevel { LearnerProfile.level(fromGrammarResults: results) }
        #expect(level([:]) == .a1)
        #expect(level([.a1: Tally(right: 5, total: 5), .a2: Tally(right: 4, total: 5), .b1: Tally(right: 3, total: 5)]) == .a2)
        #expect(level([.a1: Tally(right: 5, total: 5), .b2: Tally(right: 8, total: 10)]) == .b2)
        #expect(level([.b1: Tally(right: 4, total: 4)]) == .a1, "four answers are not enough")
        #expect(level([.b1: Tally(right: 7, total: 9)]) == .a1, "7 of 9 is under 80 %")
        #expect(level([.c2: Tally(right: 10, total: 10)]) == .a1, "tests go up to C1")
        #expect(Tally().accuracy == 0)
        #expect(Tally(right: 3, total: 4).accuracy == 0.75)
    }

    @Test func answersInGeneratedAndTopicTestsMakeTheProfile() async throws {
        let fixture = try await GeneratedFixture()
        let tests = fixture.tests()
        let request = TestRequest(topics: ["Numbers", "Colours"], level: .fixed(.b1), questionCount: 6, seed: 2)
        let id = try #require(try tests.generate(request, bank: GeneratedFixture.bank, recordings: []).id)
        var session = try fixture.tests(at: 30).start(id)
        _ = try session.answerQuestions([true, true, true, true, false])
        _ = try session.handle(.submit(confirmed: true))
        let questions = try tests.questions(of: id)

        var practice = try GrammarPractice(account: fixture.ada, bundled: GeneratedFixture.bank, database: fixture.auth.database,
                                           clock: .fixed(at: AuthFixture.start.addingTimeInterval(60)))
        var topicTest = try practice.startTest(topicNamed: "Colours", count: 2, seed: 1)
        _ = try topicTest.answer([true, true])
        practice = try GrammarPractice(account: fixture.grace, bundled: GeneratedFixture.bank, database: fixture.auth.database,
                                       clock: .fixed(at: AuthFixture.start))
        var gracesTest = try practice.startTest(topicNamed: "Numbers", count: 3, seed: 1)
        _ = try gracesTest.answer([true, true, true])

        let profile = try tests.material(bank: GeneratedFixture.bank, recordings: []).profile
        let generated = questions.filter(\.isAnswered)
        let numbers = generated.filter { $0.topicSlug == "numbers" }
        let colours = generated.filter { $0.topicSlug == "colours" }
        #expect(profile.topics["grammar:numbers"] == Tally(right: numbers.filter { $0.isCorrect == true }.count, total: numbers.count))
        #expect(profile.topics["grammar:colours"]
            == Tally(right: colours.filter { $0.isCorrect == true }.count + 2, total: colours.count + 2))
        #expect(profile.skills == [.grammar: Tally(right: 6, total: 7)], "the unanswered question does not count")
        #expect(profile.level == .b1, "at least 4 of 5 B1 questions right")
        #expect(numbers.count >= 2)
        for question in numbers {
            let last = try #require(profile.lastAnswers[question.sourceId])
            #expect(last == .init(at: AuthFixture.start.addingTimeInterval(30), correct: question.isCorrect == true))
        }
        let topicTestIds = topicTest.attempt.questionIds.map { "grammar:\($0)" }
        #expect(Set(profile.lastAnswers.keys) == Set(generated.map(\.sourceId) + topicTestIds),
                "every answered question, and no unanswered one")
    }

    @Test func aMixedTestIsCentredOnTheLevelTheAnswersShow() async throws {
        let fixture = try await GeneratedFixture()
        let tests = fixture.tests()
        #expect(try tests.blueprint(for: TestRequest(seed: 1), bank: GeneratedFixture.bank, recordings: []).centre == .a1)
        let id = try #require(try tests.generate(
            TestRequest(topics: ["Numbers", "Colours"], level: .fixed(.a2), questionCount: 6, seed: 2),
            bank: GeneratedFixture.bank, recordings: []).id)
        var session = try tests.start(id)
        _ = try session.answerQuestions([true, true, true, true, true, false], continueAfterLast: true)
        let blueprint = try tests.blueprint(for: TestRequest(questionCount: 8, skills: [.grammar], seed: 1), bank: GeneratedFixture.bank,
                                            recordings: [])
        #expect(blueprint.centre == .a2)
        #expect(blueprint.levelCounts.map(\.level) == [.a1, .a2, .b1])
    }
}
