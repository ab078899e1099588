import Foundation
import Testing
@testable import LearnCore

/// `tests take TOPIC --level`: a test keeps to the learner's level, and a test of mixed levels
/// goes from the easiest question to the hardest.
struct GrammarPracticeLevelTests {
    /// A topic "Mixed" whose question N (mixed-0N) is at `levels[N - 1]`.
    static func bank(_ levels: [CEFRLevel]) throws -> QuestionBank {
        var text = "$CATEGORY: Mixed\n"
        for (index, level) in levels.enumerated() {
            text += """

                ::mixed-0\(index + 1):: [\(level.rawValue)] Mixed question \(index + 1) ___ {
                ~wrong a
                =right \(index + 1)
                ~wrong b
                ####The explanation of this mixed question is long enough.
                }

                """
        }
        return QuestionBank(topics: [try GIFTParser.parse(text, fileName: "mixed.gift", slug: "mixed")])
    }

    func practice(_ levels: [CEFRLevel] = [.b2, .a1, .b1, .a2, .a1, .b2]) async throws -> GrammarPractice {
        let fixture = try GrammarFixture()
        let account = try await fixture.signUp("ada@example.com")
        return try GrammarPractice(account: account, bundled: try Self.bank(levels), database: fixture.auth.database,
                                   clock: .fixed(at: AuthFixture.start))
    }

    func levels(of session: TestSession, in practice: GrammarPractice) -> [CEFRLevel?] {
        session.attempt.questionIds.map { practice.bank.question(id: $0)?.level }
    }

    @Test func aLevelKeepsTheTestToThatLevel() async throws {
        let practice = try await practice()
        let a1 = try practice.startTest(topicNamed: "Mixed", count: 10, level: .a1, seed: 1)
        #expect(levels(of: a1, in: practice) == [.a1, .a1])
    }

    @Test func tooFewQuestionsAtTheLevelAreMadeUpFromTheLevelJustBelowNeverAbove() async throws {
        let practice = try await practice()
        let b1 = try practice.startTest(topicNamed: "Mixed", count: 2, level: .b1, seed: 1)
        #expect(levels(of: b1, in: practice) == [.a2, .b1], "B1's one question, then the nearest level below; easiest first")
    }

    @Test func withoutALevelTheQuestionsGoFromTheEasiestToTheHardest() async throws {
        let practice = try await practice()
        for seed: UInt64 in [1, 5, 9] {
            let mixed = try practice.startTest(topicNamed: "Mixed", count: 10, seed: seed)
            #expect(levels(of: mixed, in: practice) == [.a1, .a1, .a2, .b1, .b2, .b2])
        }
    }

    @Test func aLevelBelowEveryQuestionIsAClearError() async throws {
        let practice = try await practice([.b2, .b1, .c1])
        #expect(throws: GrammarError.noQuestionsAtLevel(topic: "Mixed", level: .a2, lowest: .b1)) {
            try practice.startTest(topicNamed: "Mixed", level: .a2, seed: 1)
        }
        #expect(GrammarError.noQuestionsAtLevel(topic: "Mixed", level: .a2, lowest: .b1).description
            == "“Mixed” has no question at level A2 or below. Its easiest questions are B1.")
    }
}
