import Foundation

/// A submitted test's results: the score card, what the test covered, and every question for review.
public struct TestResults: Sendable, Equatable {
    public let test: GeneratedTest
    /// In order; unanswered questions have no ``GeneratedQuestion/chosenOption`` and count as wrong.
    public let questions: [GeneratedQuestion]

    public init(test: GeneratedTest, questions: [GeneratedQuestion]) {
        self.test = test
        self.questions = questions
    }

    public var correct: Int { questions.filter { $0.isCorrect == true }.count }
    public var total: Int { questions.count }
    public var unanswered: Int { questions.filter { !$0.isAnswered }.count }
    public var percent: Int { Score.percent(correct, of: total) }
    public var band: ScoreBand { ScoreBand(percent: percent) }

    /// The topics covered, in the order of the test.
    public var topics: [Blueprint.TopicRef] {
        var seen = Set<Blueprint.TopicRef>()
        return questions.map(\.topic).filter { seen.insert($0).inserted }
    }

    /// Questions per level, lowest first (the learner's own words, without a level, are not counted).
    public var levelCounts: [(level: CEFRLevel, count: Int)] {
        CEFRLevel.allCases.compactMap { level in
            let count = questions.filter { $0.level == level }.count
            return count > 0 ? (level, count) : nil
        }
    }

    /// Questions per skill, in Bloom's order.
    public var skillCounts: [(skill: TestSkill, count: Int)] {
        TestSkill.allCases.compactMap { skill in
            let count = questions.filter { $0.skill == skill }.count
            return count > 0 ? (skill, count) : nil
        }
    }
}
