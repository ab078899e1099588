import Foundation
import LearnCore

/// A generated test as one JSON object of type "test": its state, progress and score, when it
/// was made, started and submitted, and what it asks for; with its questions known, also the
/// skills, levels and topics they cover.
struct GeneratedTestJSON: Encodable {
    let type = "test"
    let id: Int64
    let title: String
    let state: String
    let questions: Int
    let answered: Int
    let correct: Int
    /// Submitted tests only.
    @Nullable var percent: Int?
    @Nullable var failure: String?
    let createdAt: Date
    @Nullable var startedAt: Date?
    @Nullable var submittedAt: Date?
    @Nullable var schedule: Int64?
    let request: TestRequestJSON
    var skills: [String: Int]?
    var levels: [String: Int]?
    var topics: [TestTopicJSON]?

    init(_ test: GeneratedTest, total: Int, answered: Int, correct: Int, questions: [GeneratedQuestion]? = nil) {
        id = test.id ?? 0
        title = test.title
        state = test.state.rawValue
        self.questions = total
        self.answered = answered
        self.correct = correct
        percent = test.state == .submitted ? Score.percent(correct, of: total) : nil
        failure = test.failure
        createdAt = test.createdAt
        startedAt = test.startedAt
        submittedAt = test.submittedAt
        schedule = test.scheduleId
        request = TestRequestJSON(test.request)
        if let questions {
            let results = TestResults(test: test, questions: questions)
            skills = TestCountsJSON.skills(results.skillCounts)
            levels = TestCountsJSON.levels(results.levelCounts)
            topics = results.topics.map(TestTopicJSON.init)
        }
    }

    enum CodingKeys: String, CodingKey {
        case type, id, title, state, questions, answered, correct, percent, failure, schedule, request, skills, levels, topics
        case createdAt = "created_at", startedAt = "started_at", submittedAt = "submitted_at"
    }
}

/// What a test asks for: its topics (null for all), level, number of questions and skills (null
/// for all); with the draw, also the seed and the title asked for (a schedule has neither).
struct TestRequestJSON: Encodable {
    let request: TestRequest
    var draw = true

    init(_ request: TestRequest, draw: Bool = true) {
        self.request = request
        self.draw = draw
    }

    private enum Key: String, CodingKey {
        case topics, level, questions, skills, seed, title
    }

    func encode(to encoder: any Encoder) throws {
        var object = encoder.container(keyedBy: Key.self)
        try object.encode(request.topics, forKey: .topics)
        try object.encode(request.level.text, forKey: .level)
        try object.encode(request.questionCount, forKey: .questions)
        try object.encode(request.skills?.map(\.rawValue), forKey: .skills)
        if draw {
            try object.encode(request.seed, forKey: .seed)
            try object.encode(request.title, forKey: .title)
        }
    }
}

/// A topic a test covers: "name", "slug" and "skill".
struct TestTopicJSON: Encodable {
    let name: String
    let slug: String
    let skill: String

    init(_ topic: Blueprint.TopicRef) {
        (name, slug, skill) = (topic.name, topic.slug, topic.skill.rawValue)
    }
}

/// How many questions a test has of each skill or level, by its name.
enum TestCountsJSON {
    static func skills(_ counts: [(skill: TestSkill, count: Int)]) -> [String: Int] {
        Dictionary(uniqueKeysWithValues: counts.map { ($0.skill.rawValue, $0.count) })
    }

    static func levels(_ counts: [(level: CEFRLevel, count: Int)]) -> [String: Int] {
        Dictionary(uniqueKeysWithValues: counts.map { ($0.level.rawValue, $0.count) })
    }
}
