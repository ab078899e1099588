import Foundation

/// The statistics card of generated tests: how many were submitted, the average score, the
/// questions answered, accuracy per topic and per skill, and the last ten scores.
public struct TestStatistics: Sendable, Equatable {
    /// Right answers out of answered questions.
    public struct Accuracy: Sendable, Equatable {
        public let name: String
        public let right: Int
        public let answered: Int

        public var percent: Int { Score.percent(right, of: answered) }
    }

    /// One submitted test in the trend.
    public struct Point: Sendable, Equatable {
        public let testId: Int64
        public let title: String
        public let submittedAt: Date
        public let percent: Int
    }

    public let testsTaken: Int
    /// The mean of the submitted tests' scores, rounded; nil before the first.
    public let averagePercent: Int?
    /// Questions answered in submitted tests.
    public let questionsAnswered: Int
    /// By topic name (and skill when two topics share a name), the weakest first.
    public let topics: [Accuracy]
    /// In Bloom's order.
    public let skills: [Accuracy]
    /// The last ten submitted tests, oldest first.
    public let trend: [Point]

    /// How many tests the trend shows.
    public static let trendLength = 10

    /// The statistics of `tests` (submitted ones count) with their questions.
    public init(tests: [(test: GeneratedTest, questions: [GeneratedQuestion])]) {
        let submitted = tests.filter { $0.test.state == .submitted }
            .sorted { ($0.test.submittedAt ?? .distantPast, $0.test.id ?? 0) < ($1.test.submittedAt ?? .distantPast, $1.test.id ?? 0) }
        let percents = submitted.map { entry in
            Score.percent(entry.questions.filter { $0.isCorrect == true }.count, of: entry.questions.count)
        }
        testsTaken = submitted.count
        averagePercent = percents.isEmpty ? nil : Int((Double(percents.reduce(0, +)) / Double(percents.count)).rounded())
        let answered = submitted.flatMap(\.questions).filter(\.isAnswered)
        questionsAnswered = answered.count

        let names = Dictionary(grouping: answered.map(\.topic), by: \.name)
        let byTopic = Dictionary(grouping: answered, by: \.topic)
        topics = byTopic.map { topic, questions in
            let name = (names[topic.name].map { Set($0).count } ?? 1) > 1 ? "\(topic.name) (\(topic.skill.rawValue))" : topic.name
            return Accuracy(name: name, right: questions.filter { $0.isCorrect == true }.count, answered: questions.count)
        }
        .sorted { ($0.percent, $0.name) < ($1.percent, $1.name) }
        skills = TestSkill.allCases.compactMap { skill in
            let questions = answered.filter { $0.skill == skill }
            guard !questions.isEmpty else { return nil }
            return Accuracy(name: skill.rawValue, right: questions.filter { $0.isCorrect == true }.count, answered: questions.count)
        }
        trend = zip(submitted, percents).suffix(Self.trendLength).map { entry, percent in
            Point(testId: entry.test.id ?? 0, title: entry.test.title, submittedAt: entry.test.submittedAt ?? .distantPast,
                  percent: percent)
        }
    }
}
