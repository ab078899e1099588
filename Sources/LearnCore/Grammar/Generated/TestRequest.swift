/// What the learner asked for: `learnctl tests generate`'s options.
public struct TestRequest: Sendable, Equatable, Codable {
    /// How many questions a test has unless told otherwise, and the bounds.
    public static let defaultQuestionCount = 20
    public static let questionCountRange = 5...50

    /// The topics named (by name or slug); nil for every topic.
    public var topics: [String]?
    public var level: TestLevel
    public var questionCount: Int
    /// The skills asked for; nil for every skill that has material.
    public var skills: [TestSkill]?
    /// Fixes every random choice: the same request, seed and history give the same test.
    public var seed: UInt64
    /// The title; nil for one made from the topics.
    public var title: String?

    public init(topics: [String]? = nil, level: TestLevel = .mixed, questionCount: Int = defaultQuestionCount,
                skills: [TestSkill]? = nil, seed: UInt64, title: String? = nil) {
        self.topics = topics
        self.level = level
        self.questionCount = questionCount
        self.skills = skills
        self.seed = seed
        self.title = title
    }
}
