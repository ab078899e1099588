import Foundation
import LearnCore

/// The statistics of generated tests as one JSON object of type "stats": the figures, the
/// accuracy by topic and by skill, and the trend of the last tests.
struct StatisticsJSON: Encodable {
    let type = "stats"
    let testsTaken: Int
    @Nullable var averagePercent: Int?
    let questionsAnswered: Int
    let topics: [Accuracy]
    let skills: [Accuracy]
    let trend: [Point]

    init(_ statistics: TestStatistics) {
        testsTaken = statistics.testsTaken
        averagePercent = statistics.averagePercent
        questionsAnswered = statistics.questionsAnswered
        topics = statistics.topics.map { Accuracy($0, nameKey: .name) }
        skills = statistics.skills.map { Accuracy($0, nameKey: .skill) }
        trend = statistics.trend.map(Point.init)
    }

    enum CodingKeys: String, CodingKey {
        case type, topics, skills, trend
        case testsTaken = "tests_taken", averagePercent = "average_percent", questionsAnswered = "questions_answered"
    }

    /// Right answers of those answered, for a topic ("name") or a skill ("skill").
    struct Accuracy: Encodable {
        let accuracy: TestStatistics.Accuracy
        let nameKey: Key

        init(_ accuracy: TestStatistics.Accuracy, nameKey: Key) {
            self.accuracy = accuracy
            self.nameKey = nameKey
        }

        enum Key: String, CodingKey {
            case name, skill, right, answered, percent
        }

        func encode(to encoder: any Encoder) throws {
            var object = encoder.container(keyedBy: Key.self)
            try object.encode(accuracy.name, forKey: nameKey)
            try object.encode(accuracy.right, forKey: .right)
            try object.encode(accuracy.answered, forKey: .answered)
            try object.encode(accuracy.percent, forKey: .percent)
        }
    }

    /// A submitted test's score, in the trend.
    struct Point: Encodable {
        let test: Int64
        let title: String
        let submittedAt: Date
        let percent: Int

        init(_ point: TestStatistics.Point) {
            (test, title, submittedAt, percent) = (point.testId, point.title, point.submittedAt, point.percent)
        }

        enum CodingKeys: String, CodingKey {
            case test, title, percent
            case submittedAt = "submitted_at"
        }
    }
}
