import Foundation
import LearnCore

/// A generated test as one JSON object of type "test": its state, progress and score
/// ("percent", submitted tests only), when it was made, started and submitted, and what it asks
/// for; with its questions known, also the skills, levels and topics they cover.
struct GeneratedTestJSON: Encodable {
    let type = "test"
    let id: Int64, title: String, state: String, questions: Int, answered: Int, correct: Int
    @Nullable var percent: Int?
    @Nullable var failure: String?
    let createdAt: Date
    @Nullable var startedAt: Date?
    @Nullable var submittedAt: Date?
    @Nullable var schedule: Int64?
    let request: TestRequestJSON
    var skills: [String: Int]?, levels: [String: Int]?, topics: [TestTopicJSON]?

    enum CodingKeys: String, CodingKey {
        case type, id, title, state, questions, answered, correct, percent, failure, schedule, request, skills, levels, topics
        case createdAt = "created_at", startedAt = "started_at", submittedAt = "submitted_at"
    }

    init(_ test: GeneratedTest, total: Int, answered: Int, correct: Int, questions: [GeneratedQuestion]? = nil) {
        (id, title, state, self.questions, self.answered, self.correct) = (test.id ?? 0, test.title, test.state.rawValue, total, answered, correct)
        percent = test.state == .submitted ? Score.percent(correct, of: total) : nil
        failure = test.failure
        createdAt = test.createdAt
        startedAt = test.startedAt
        submittedAt = test.submittedAt
        schedule = test.scheduleId
        request = TestRequestJSON(test.request)
        guard let questions else { return }
        let results = TestResults(test: test, questions: questions)
        (skills, levels) = (TestCountsJSON.skills(results.skillCounts), TestCountsJSON.levels(results.levelCounts))
        topics = results.topics.map(TestTopicJSON.init)
    }
}

/// What a test asks for: its topics (null for all), level, number of questions and skills (null
/// for all); with the draw, also the seed and the title asked for (a schedule has neither).
struct TestRequestJSON: Encodable {
    @Nullable var topics: [String]?
    let level: String, questions: Int
    @Nullable var skills: [String]?
    let seed: UInt64?, title: Nullable<String>?

    init(_ request: TestRequest, draw: Bool = true) {
        topics = request.topics
        (level, questions) = (request.level.text, request.questionCount)
        skills = request.skills?.map(\.rawValue)
        (seed, title) = draw ? (request.seed, Nullable(request.title)) : (nil, nil)
    }
}

/// A topic a test covers: "name", "slug" and "skill".
struct TestTopicJSON: Encodable {
    let name: String, slug: String, skill: String

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
