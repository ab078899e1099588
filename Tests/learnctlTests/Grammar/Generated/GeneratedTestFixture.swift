import Foundation
import GRDB
import LearnCore

/// Generated tests put straight into a runner's database, with questions and answers the test
/// chooses, so that results and statistics can be compared with hand-made expectations.
///
/// The records are built from JSON through their `Codable` conformance (their memberwise
/// initialisers are LearnCore's own) and inserted with GRDB, as LearnCore stores them.
struct GeneratedTestFixture {
    /// One question and its answer.
    struct Question {
        var skill = "grammar"
        var topicSlug: String
        var topicName: String
        var level: String?
        var prompt: String
        var options: [String]
        /// From 0.
        var correct: Int
        /// From 0; nil for unanswered.
        var chosen: Int?
        var explanation: String
        var sourceId: String?
    }

    let cli: LearnctlRunner
    /// The account the tests belong to.
    var email = "ada@example.com"

    /// The account of ``email`` in the runner's database.
    func account() throws -> Account {
        try LearnDatabase.open(at: cli.databaseURL).read { db in
            let row = try Row.fetchOne(db, sql: "SELECT id, createdAt FROM account WHERE email = ?", arguments: [email])!
            return Account(id: row["id"], email: email, createdAt: row["createdAt"])
        }
    }

    /// Stores a test titled `title` in `state` with `questions`, submitted at `submittedAt`;
    /// returns its id.
    @discardableResult
    func insert(title: String, questions: [Question], state: String = "submitted",
                submittedAt: Date = Date(timeIntervalSince1970: 1_738_315_800)) throws -> Int64 {
        let accountId = try account().id
        let created = submittedAt.timeIntervalSince1970 - 600
        let testJSON: [String: Any] = [
            "accountId": accountId, "title": title, "state": state,
            "request": ["level": "mixed", "questionCount": questions.count, "seed": 1] as [String: Any],
            "createdAt": created, "startedAt": created,
            "submittedAt": state == "submitted" ? submittedAt.timeIntervalSince1970 as Any : NSNull(),
        ]
        var test = try Self.decode(GeneratedTest.self, from: testJSON)
        return try LearnDatabase.open(at: cli.databaseURL).write { db in
            try test.insert(db)
            let testId = test.id!
            for (position, question) in questions.enumerated() {
                var record = try Self.decode(GeneratedQuestion.self, from: [
                    "accountId": accountId, "testId": testId, "position": position,
                    "sourceId": question.sourceId ?? "\(question.topicSlug)-\(testId)-\(position)",
                    "skill": question.skill, "topicSlug": question.topicSlug, "topicName": question.topicName,
                    "level": question.level ?? NSNull() as Any, "prompt": question.prompt, "options": question.options,
                    "correctOption": question.correct, "explanation": question.explanation,
                    "chosenOption": question.chosen ?? NSNull() as Any,
                    "isCorrect": question.chosen.map { ($0 == question.correct) as Any } ?? NSNull(),
                    "answeredAt": question.chosen == nil ? NSNull() as Any : created + Double(position * 30),
                ])
                try record.insert(db)
            }
            return testId
        }
    }

    /// A test of `total` questions of one grammar topic, `right` of them answered correctly and
    /// the rest wrongly.
    @discardableResult
    func insertScore(_ right: Int, of total: Int, title: String = "Score test", topic: String = "Articles",
                     submittedAt: Date = Date(timeIntervalSince1970: 1_738_315_800)) throws -> Int64 {
        try insert(title: title, questions: (0..<total).map { index in
            Question(topicSlug: topic.lowercased(), topicName: topic, level: "A2", prompt: "Question \(index + 1)?",
                     options: ["yes", "no", "maybe"], correct: 0, chosen: index < right ? 0 : 1,
                     explanation: "The answer is yes, as always in this fixture.")
        }, submittedAt: submittedAt)
    }

    private static func decode<T: Decodable>(_ type: T.Type, from object: [String: Any]) throws -> T {
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .secondsSince1970
        return try decoder.decode(type, from: JSONSerialization.data(withJSONObject: object))
    }

    // MARK: The known test

    /// "Weekly check": four questions — right, right, wrong (listening), not answered
    /// (vocabulary) — submitted at 2025-01-31 09:30 UTC. Its title has a bell character and a
    /// prompt a tab, which the text output leaves out.
    static let weeklyCheck: [Question] = [
        Question(topicSlug: "articles", topicName: "Articles", level: "A2",
                 prompt: "She's ___ best student in the class.", options: ["an", "a", "no article", "the"],
                 correct: 3, chosen: 3, explanation: "A superlative picks out one particular person, so it takes \"the\".",
                 sourceId: "articles-07"),
        Question(topicSlug: "question-forms", topicName: "Question Forms", level: "B1",
                 prompt: "Where ___ you\tlive?", options: ["does", "is", "do"],
                 correct: 2, chosen: 2, explanation: "\"Do\" makes questions with I, you, we and they.",
                 sourceId: "question-forms-03"),
        Question(skill: "listening", topicSlug: "the-lighthouse", topicName: "The Lighthouse", level: "B1",
                 prompt: "Why did the keeper stay on the island?",
                 options: ["He was paid well", "The storm", "He loved the sea", "His family lived there"],
                 correct: 2, chosen: 0, explanation: "Line 4 says that he stayed because he loved the sea.",
                 sourceId: "lighthouse:2"),
        Question(skill: "vocabulary", topicSlug: "my-words", topicName: "My words", level: nil,
                 prompt: "la mer", options: ["the sky", "the sea", "the sun"],
                 correct: 1, chosen: nil, explanation: "“la mer” means “the sea” (card in My words).",
                 sourceId: "card:12"),
    ]

    @discardableResult
    func insertWeeklyCheck() throws -> Int64 {
        try insert(title: "Weekly\u{07} check", questions: Self.weeklyCheck)
    }
}
