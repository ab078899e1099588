import Foundation

/// What the generator knows of the learner: the latest answer to each question, how well each
/// topic and skill went, and the level to centre a mixed test on.
public struct LearnerProfile: Sendable, Equatable {
    /// The latest answer to a question: when, and whether it was right.
    public struct LastAnswer: Sendable, Equatable {
        public let at: Date
        public let correct: Bool
    }

    /// Answers counted: how many, how many right.
    public struct Tally: Sendable, Equatable {
        public var right = 0
        public var total = 0

        public init(right: Int = 0, total: Int = 0) {
            self.right = right
            self.total = total
        }

        /// The share right; 0 when nothing was answered, so that untried material counts as weakest.
        public var accuracy: Double { total == 0 ? 0 : Double(right) / Double(total) }

        mutating func add(correct: Bool) {
            total += 1
            if correct { right += 1 }
        }
    }

    /// How many answers at a level, and what share right, make it the learner's level.
    public static let levelEvidence = (answers: 5, accuracy: 0.8)

    /// By ``PoolItem/sourceId``.
    public var lastAnswers: [String: LastAnswer]
    /// By ``PoolTopic/key``.
    public var topics: [String: Tally]
    public var skills: [TestSkill: Tally]
    /// The centre of a mixed test.
    public var level: CEFRLevel

    public init(lastAnswers: [String: LastAnswer] = [:], topics: [String: Tally] = [:],
                skills: [TestSkill: Tally] = [:], level: CEFRLevel = .a1) {
        self.lastAnswers = lastAnswers
        self.topics = topics
        self.skills = skills
        self.level = level
    }

    /// The highest level at which the learner answered at least five grammar questions and got
    /// at least 80 % right; A1 when there is none.
    public static func level(fromGrammarResults results: [CEFRLevel: Tally]) -> CEFRLevel {
        TestLevel.range.last { level in
            guard let tally = results[level] else { return false }
            return tally.total >= levelEvidence.answers && tally.accuracy >= levelEvidence.accuracy
        } ?? .a1
    }

    /// Which questions come first: never answered (0), answered wrongly last time (1), answered
    /// right (2, the longest ago first).
    func preference(of sourceId: String) -> (rank: Int, at: Date) {
        guard let last = lastAnswers[sourceId] else { return (0, .distantPast) }
        return (last.correct ? 2 : 1, last.correct ? last.at : .distantPast)
    }
}
