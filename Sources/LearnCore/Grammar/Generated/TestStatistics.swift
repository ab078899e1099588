import Foundation

/// The statistics card of the tests taken (topic tests, reviews and generated tests): how many were finished, the average score, the
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
        public let kind: TakenTest.Kind
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

    /// The statistics of generated `tests` (submitted ones count) with their questions.
    public init(tests: [(test: GeneratedTest, questions: [GeneratedQuestion])]) {
        self.init(taken: tests.map { TakenTest($0.test, questions: $0.questions) })
    }

    /// The statistics of every finished test in `taken`, of any kind.
    public init(taken: [TakenTest]) {
        let finished = taken.filter(\.isFinished)
            .sorted { ($0.finishedAt!, $0.kind.rawValue, $0.id) < ($1.finishedAt!, $1.kind.rawValue, $1.id) }
        testsTaken = finished.count
        averagePercent = finished.isEmpty ? nil : Int((Double(finished.map(\.percent).reduce(0, +)) / Double(finished.count)).rounded())
        let answered = finished.flatMap(\.answers)
        questionsAnswered = answered.count

        let skillsOfName = Dictionary(grouping: answered, by: \.topic).mapValues { Set($0.map(\.skill)).count }
        let byTopic = Dictionary(grouping: answered) { "\($0.skill.rawValue):\($0.topic)" }
        topics = byTopic.values.map { answers in
            let first = answers[0]
            let name = skillsOfName[first.topic, default: 1] > 1 ? "\(first.topic) (\(first.skill.rawValue))" : first.topic
            return Accuracy(name: name, right: answers.filter(\.isCorrect).count, answered: answers.count)
        }
        .sorted { ($0.percent, $0.name) < ($1.percent, $1.name) }
        skills = TestSkill.allCases.compactMap { skill in
            let answers = answered.filter { $0.skill == skill }
            guard !answers.isEmpty else { return nil }
            return Accuracy(name: skill.rawValue, right: answers.filter(\.isCorrect).count, answered: answers.count)
        }
        trend = finished.suffix(Self.trendLength).map {
            Point(kind: $0.kind, testId: $0.id, title: $0.title, submittedAt: $0.finishedAt!, percent: $0.percent)
        }
    }
}
