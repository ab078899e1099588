import Foundation

/// A test the learner has taken, of any kind: a topic test, a review, or a generated test
/// started or submitted. The history lists them and the statistics count the finished ones.
public struct TakenTest: Sendable, Equatable {
    /// Where the test came from.
    public enum Kind: String, Sendable {
        /// `tests take TOPIC`.
        case test
        /// `tests review`.
        case review
        /// `tests generate`, then `tests start`.
        case generated
    }

    /// One answered question: its topic's name, its skill, and whether it was right.
    public struct Answer: Sendable, Equatable {
        public let topic: String
        public let skill: TestSkill
        public let isCorrect: Bool

        public init(topic: String, skill: TestSkill, isCorrect: Bool) {
            (self.topic, self.skill, self.isCorrect) = (topic, skill, isCorrect)
        }
    }

    public let kind: Kind
    /// The attempt's number (topic tests and reviews) or the generated test's.
    public let id: Int64
    public let title: String
    /// The grammar topic of a topic test; nil otherwise.
    public let topicSlug: String?
    public let startedAt: Date
    /// When it was finished or submitted; nil while it is not.
    public let finishedAt: Date?
    public let questionCount: Int
    public let answers: [Answer]

    public init(kind: Kind, id: Int64, title: String, topicSlug: String?, startedAt: Date, finishedAt: Date?,
                questionCount: Int, answers: [Answer]) {
        (self.kind, self.id, self.title, self.topicSlug) = (kind, id, title, topicSlug)
        (self.startedAt, self.finishedAt, self.questionCount, self.answers) = (startedAt, finishedAt, questionCount, answers)
    }

    public var isFinished: Bool { finishedAt != nil }
    public var correct: Int { answers.filter(\.isCorrect).count }
    /// The score in percent: over the answered questions of a topic test or review, over every
    /// question of a generated test (an unanswered question counts as wrong there).
    public var percent: Int { Score.percent(correct, of: kind == .generated ? questionCount : answers.count) }
}

extension TakenTest {
    /// A generated test that was started, with its questions.
    init(_ test: GeneratedTest, questions: [GeneratedQuestion]) {
        self.init(
            kind: .generated, id: test.id ?? 0, title: test.title, topicSlug: nil,
            startedAt: test.startedAt ?? test.createdAt, finishedAt: test.state == .submitted ? test.submittedAt : nil,
            questionCount: questions.count,
            answers: questions.compactMap { question in
                question.isCorrect.map { Answer(topic: question.topicName, skill: question.skill, isCorrect: $0) }
            })
    }
}
