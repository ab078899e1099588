import Foundation
import GRDB

/// A question of a generated test as it was drawn — prompt, options in the order shown, the
/// correct one, the explanation — and the learner's answer once checked. The texts are kept
/// with the test, so results and review stay the same when the bank, the cards or the lists change.
public struct GeneratedQuestion: Codable, Sendable, Equatable, FetchableRecord, AutoIncrementedRecord, AccountOwnedRecord {
    public static let databaseTableName = "generatedQuestion"

    public var id: Int64?
    public var accountId: Int64
    public var testId: Int64
    /// The question's place in the test, from 0.
    public var position: Int
    /// See ``PoolItem/sourceId``.
    public var sourceId: String
    public var skill: TestSkill
    public var topicSlug: String
    public var topicName: String
    public var level: CEFRLevel?
    public var prompt: String
    public var options: [String]
    public var correctOption: Int
    public var explanation: String
    public var recordingId: String?
    public var line: Int?
    /// The option chosen (from 0) when it was checked; nil while unanswered.
    public var chosenOption: Int?
    public var isCorrect: Bool?
    public var answeredAt: Date?

    /// Question `position` of test `testId`, as drawn.
    init(_ drawn: DrawnQuestion, accountId: Int64, testId: Int64, position: Int) {
        self.accountId = accountId
        self.testId = testId
        self.position = position
        sourceId = drawn.sourceId
        skill = drawn.topic.skill
        topicSlug = drawn.topic.slug
        topicName = drawn.topic.name
        level = drawn.level
        prompt = drawn.prompt
        options = drawn.options
        correctOption = drawn.correctOption
        explanation = drawn.explanation
        recordingId = drawn.recordingId
        line = drawn.line
    }

    public var topic: Blueprint.TopicRef {
        Blueprint.TopicRef(slug: topicSlug, name: topicName, skill: skill)
    }

    public var isAnswered: Bool { chosenOption != nil }

    public enum Columns {
        public static let testId = Column(CodingKeys.testId)
        public static let position = Column(CodingKeys.position)
        public static let chosenOption = Column(CodingKeys.chosenOption)
    }
}

extension QueryInterfaceRequest<GeneratedQuestion> {
    /// The questions of `test`, in order.
    func of(test id: Int64) -> Self {
        filter(GeneratedQuestion.Columns.testId == id).order(GeneratedQuestion.Columns.position)
    }
}
