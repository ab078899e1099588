import Foundation
import LearnCore

/// The statistics of generated tests as one JSON object of type "stats": the figures, the
/// accuracy by topic ("name") and by skill ("skill"), and the trend of the last tests.
struct StatisticsJSON: Encodable {
    let type = "stats"
    let testsTaken: Int
    @Nullable var averagePercent: Int?
    let questionsAnswered: Int, topics: [Topic], skills: [Skill], trend: [Point]

    enum CodingKeys: String, CodingKey {
        case type, topics, skills, trend
        case testsTaken = "tests_taken", averagePercent = "average_percent", questionsAnswered = "questions_answered"
    }

    init(_ statistics: TestStatistics) {
        (testsTaken, questionsAnswered) = (statistics.testsTaken, statistics.questionsAnswered)
        averagePercent = statistics.averagePercent
        topics = statistics.topics.map { Topic(name: $0.name, right: $0.right, answered: $0.answered, percent: $0.percent) }
        skills = statistics.skills.map { Skill(skill: $0.name, right: $0.right, answered: $0.answered, percent: $0.percent) }
        trend = statistics.trend.map { Point(kind: $0.kind.rawValue, test: $0.testId, title: $0.title, submittedAt: $0.submittedAt, percent: $0.percent) }
    }

    /// Right answers of those answered in a topic.
    struct Topic: Encodable {
        let name: String, right: Int, answered: Int, percent: Int
    }

    /// Right answers of those answered in a skill.
    struct Skill: Encodable {
        let skill: String, right: Int, answered: Int, percent: Int
    }

    /// A submitted test's score, in the trend.
    struct Point: Encodable {
        let kind: String, test: Int64, title: String, submittedAt: Date, percent: Int

        enum CodingKeys: String, CodingKey {
            case kind, test, title, percent, submittedAt = "submitted_at"
        }
    }
}
