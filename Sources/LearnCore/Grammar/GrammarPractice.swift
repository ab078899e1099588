import Localization
import Foundation
import GRDB

/// One account's grammar tests: its question bank, its attempts and its answers.
public struct GrammarPractice: AccountScoped {
    /// How many questions a test has unless told otherwise.
    public static let defaultQuestionCount = 10

    public let scope: AccountScope
    /// The bundled topics and the account's imported ones.
    public let bank: QuestionBank
    /// The account's imported topics whose stored text no longer reads; they are not in ``bank``.
    public let unreadableTopics: [UnreadableTopic]

    /// The practice of `account` on `bundled` plus the topics the account imported; an imported
    /// topic that no longer reads is left out and listed in ``unreadableTopics``.
    public init(account: Account, bundled: QuestionBank, database: LearnDatabase, clock: LearnClock) throws {
        let imported = try database.read { db in
            try ImportedTopic.owned(by: account).fetchAll(db)
        }
        var topics = bundled.topics
        var unreadable: [UnreadableTopic] = []
        for record in imported {
            do {
                topics.append(try record.topic())
            } catch {
                let reason = (error as? GIFTError)?.problems.first?.description ?? "\(error)"
                unreadable.append(UnreadableTopic(name: record.name, slug: record.slug, reason: reason))
            }
        }
        scope = AccountScope(database: database, account: account, clock: clock)
        bank = QuestionBank(topics: topics)
        unreadableTopics = unreadable
    }

    /// The practice of the signed-in account, with the bundled bank from ``ContentDirectory``.
    public static func open(
        context: LearnContext, account: Account,
        environment: [String: String] = ProcessInfo.processInfo.environment
    ) throws -> GrammarPractice {
        let directory = try ContentDirectory.locate(QuestionBank.contentSubfolder, environment: environment)
        let bundled = try QuestionBank.load(from: directory)
        return try GrammarPractice(account: account, bundled: bundled, database: context.database, clock: context.clock)
    }

    /// Every topic with the account's best score and when it last took a test of it.
    public func topicOverviews() throws -> [TopicOverview] {
        let tests = try history().filter { $0.attempt.kind == .test }
        return bank.topics.map { topic in
            let ofTopic = tests.filter { $0.attempt.topicSlug == topic.slug }
            return TopicOverview(
                topic: topic,
                bestPercent: ofTopic.filter(\.isFinished).map(\.percent).max(),
                lastTaken: ofTopic.map(\.attempt.startedAt).max())
        }
    }

    /// Adds the topic in `text`, read from the file at `path`, to the account's topics.
    ///
    /// A file in the product's own format (see ``TopicFileFormat/detect(_:)``) must pass the
    /// same checks as the bundled bank, and its name, ids and prompts must not be used by another
    /// topic. Any other file is read as Moodle reads GIFT (``MoodleGIFTReader``): the questions
    /// the Test screen cannot ask are skipped and listed, those without a level of their own take
    /// `level`, else the level the topic was imported with before, else none; it must have a
    /// question to ask, and its name and slug must not be another topic's. An earlier import with
    /// the same name is replaced. Throws a ``GIFTError`` naming every problem's line (or
    /// ``GrammarError/nothingToAsk``); then nothing is stored.
    public func importTopic(text: String, path: String, level: CEFRLevel? = nil) throws -> TopicImport {
        let fileName = URL(fileURLWithPath: path).lastPathComponent
        let format = TopicFileFormat.detect(text)
        var topic: GrammarTopic
        var skipped: [SkippedQuestion] = []
        var storedLevel: CEFRLevel?
        switch format {
        case .product:
            topic = try GIFTParser.parse(text, fileName: path, slug: QuestionBank.slug(ofFileNamed: fileName))
        case .moodle:
            let baseName = URL(fileURLWithPath: fileName).deletingPathExtension().lastPathComponent
            var file = MoodleGIFTReader.read(text, defaultName: baseName, level: level)
            storedLevel = level
            if level == nil, let earlier = try earlierLevel(ofTopicNamed: file.name) {
                storedLevel = earlier
                file = MoodleGIFTReader.read(text, defaultName: baseName, level: earlier)
            }
            skipped = file.skipped
            guard !file.questions.isEmpty else { throw GrammarError.nothingToAsk }
            topic = file.topic(fileName: path)
        }
        topic.isImported = true
        let key = GIFTParser.normalized(topic.name)
        let replaced = bank.topics.first { $0.isImported && GIFTParser.normalized($0.name) == key }
        let replacedUnreadable = unreadableTopics.filter { GIFTParser.normalized($0.name) == key }
        let others = bank.topics.filter { $0 != replaced }
        let problems = format == .product
            ? QuestionBank.problems(in: others + [topic])
            : QuestionBank.problems(importing: topic, alongside: others)
        guard problems.isEmpty else { throw GIFTError(problems: problems) }

        var record = ImportedTopic(
            id: nil, accountId: account.id, name: topic.name, slug: topic.slug, source: text, importedAt: clock.now(),
            format: format, level: storedLevel)
        try database.write { db in
            for name in [replaced?.name].compactMap({ $0 }) + replacedUnreadable.map(\.name) {
                try ImportedTopic.owned(by: account).filter(Column("name") == name).deleteAll(db)
            }
            try record.insert(db)
        }
        return TopicImport(topic: topic, replaced: replaced != nil || !replacedUnreadable.isEmpty, format: format,
                           level: storedLevel, skipped: skipped)
    }

    /// The level an earlier import of the topic `name` gave its questions, if any.
    private func earlierLevel(ofTopicNamed name: String) throws -> CEFRLevel? {
        let key = GIFTParser.normalized(name)
        return try database.read { db in
            try ImportedTopic.owned(by: account).fetchAll(db)
                .first { GIFTParser.normalized($0.name) == key }?.level
        }
    }

    /// The name of the imported topic `query` names (by name or slug, readable or not); throws
    /// when it names a bundled topic or no topic.
    public func importedTopicName(matching query: String) throws -> String {
        if let topic = bank.topics.first(where: { $0.isImported && $0.isNamed(query) }) { return topic.name }
        if let topic = unreadableTopics.first(where: { $0.isNamed(query) }) { return topic.name }
        if let bundled = bank.topics.first(where: { $0.isNamed(query) }) { throw GrammarError.notImported(bundled.name) }
        let names = bank.topics.filter(\.isImported).map(\.name) + unreadableTopics.map(\.name)
        throw GrammarError.unknownImportedTopic(query, suggestion: DidYouMean.sentence(for: query, in: names))
    }

    /// Removes the imported topic `query` names, readable or not, together with the attempts
    /// that were tests or reviews of it (their answers go with them). Answers to its questions
    /// in a review of every topic stay in that review's history. Bundled topics cannot be removed.
    public func removeImportedTopic(named query: String) throws -> ImportedTopicRemoval {
        let name = try importedTopicName(matching: query)
        let attempts = try database.write { db -> Int in
            let records = try ImportedTopic.owned(by: account).filter(Column("name") == name).fetchAll(db)
            var removed = 0
            for slug in Set(records.map(\.slug)) {
                removed += try GrammarAttempt.owned(by: account)
                    .filter(Column("topicSlug") == slug)
                    .filter((Column("kind") == GrammarAttempt.Kind.test.rawValue && Column("title") == name)
                        || (Column("kind") == GrammarAttempt.Kind.review.rawValue && Column("title") == "Review: \(name)"))
                    .deleteAll(db)
            }
            try ImportedTopic.owned(by: account).filter(Column("name") == name).deleteAll(db)
            return removed
        }
        return ImportedTopicRemoval(name: name, attemptCount: attempts)
    }

    /// A new test of the topic `name` names: `count` of its questions, those the account has
    /// answered least often first, in an order and with options shuffled by `seed`, then put in
    /// order of level, easiest first. With `level`, only questions at that level are taken, and
    /// when they are fewer than `count`, those of the levels just below it.
    public func startTest(topicNamed name: String, count: Int = defaultQuestionCount, level: CEFRLevel? = nil,
                          seed: UInt64) throws -> TestSession {
        let topic = try bank.topic(named: name)
        var candidates = topic.questions
        if let level {
            candidates = candidates.filter { ($0.level ?? level) <= level }
            guard !candidates.isEmpty else {
                throw GrammarError.noQuestionsAtLevel(topic: topic.name, level: level, lowest: topic.questions.compactMap(\.level).min())
            }
        }
        let timesAnswered = try database.read { db in
            try Dictionary(uniqueKeysWithValues: Row.fetchAll(db, sql: """
                SELECT questionId, COUNT(*) AS times FROM grammarAnswer WHERE accountId = ? GROUP BY questionId
                """, arguments: [account.id]).map { ($0["questionId"] as String, $0["times"] as Int) })
        }
        /// How far below the level asked for a question is (0 without a level).
        func distance(_ question: GrammarQuestion) -> Int {
            guard let level, let own = question.level else { return 0 }
            return CEFRLevel.allCases.firstIndex(of: level)! - CEFRLevel.allCases.firstIndex(of: own)!
        }
        var generator = SeededGenerator(seed: seed)
        let chosen = candidates.shuffled(using: &generator).enumerated()
            .sorted { first, second in
                (distance(first.element), timesAnswered[first.element.id, default: 0], first.offset)
                    < (distance(second.element), timesAnswered[second.element.id, default: 0], second.offset)
            }
            .prefix(count)
        let questions = chosen.sorted { ($0.element.levelIndex, $0.offset) < ($1.element.levelIndex, $1.offset) }.map(\.element)
        return try start(.test, topicSlug: topic.slug, title: topic.name, questions: questions, seed: seed)
    }

    /// A test of the questions whose latest answer was wrong, of the topic `name` names or of
    /// every topic; nil when there are none. A question leaves the review once answered correctly.
    public func startReview(topicNamed name: String?, seed: UInt64) throws -> TestSession? {
        let topic = try name.map { try bank.topic(named: $0) }
        let wrongIDs = try database.read { db in
            try String.fetchAll(db, sql: """
                SELECT questionId FROM grammarAnswer AS answer
                WHERE accountId = ? AND NOT isCorrect AND id = (
                    SELECT MAX(id) FROM grammarAnswer AS later
                    WHERE later.accountId = answer.accountId AND later.questionId = answer.questionId)
                ORDER BY id
                """, arguments: [account.id])
        }
        let candidates = topic.map { Set($0.questions.map(\.id)) }
        var questions = wrongIDs
            .filter { candidates?.contains($0) ?? true }
            .compactMap { bank.question(id: $0) }
        guard !questions.isEmpty else { return nil }
        var generator = SeededGenerator(seed: seed)
        questions.shuffle(using: &generator)
        let title = topic.map { "Review: \($0.name)" } ?? "Review"
        return try start(.review, topicSlug: topic?.slug, title: title, questions: questions, seed: seed)
    }

    /// The latest unfinished attempt, ready to continue after its last checked question.
    public func resume() throws -> TestSession {
        let found = try database.read { db -> (GrammarAttempt, [GrammarAnswer])? in
            guard let attempt = try GrammarAttempt.owned(by: account)
                .filter(Column("finishedAt") == nil)
                .newestFirst(by: Column("startedAt"))
                .fetchOne(db)
            else { return nil }
            let answers = try GrammarAnswer.owned(by: account)
                .filter(Column("attemptId") == attempt.id)
                .order(Column("position"))
                .fetchAll(db)
            return (attempt, answers)
        }
        guard let (attempt, answers) = found else { throw GrammarError.nothingToResume }
        return TestSession(attempt: attempt, answers: answers, bank: bank, database: database, clock: clock)
    }

    /// Every attempt of the account, the latest first.
    public func history() throws -> [AttemptOverview] {
        try database.read { db in
            let attempts = try GrammarAttempt.owned(by: account)
                .newestFirst(by: Column("startedAt"))
                .fetchAll(db)
            let counts = try Row.fetchAll(db, sql: """
                SELECT attemptId, COUNT(*) AS answered, SUM(isCorrect) AS correct
                FROM grammarAnswer WHERE accountId = ? GROUP BY attemptId
                """, arguments: [account.id])
            let countsByAttempt = Dictionary(uniqueKeysWithValues: counts.map {
                ($0["attemptId"] as Int64, (answered: $0["answered"] as Int, correct: $0["correct"] as Int))
            })
            return attempts.map { attempt in
                let count = countsByAttempt[attempt.id ?? 0] ?? (0, 0)
                return AttemptOverview(attempt: attempt, answered: count.answered, correct: count.correct)
            }
        }
    }

    private func start(
        _ kind: GrammarAttempt.Kind, topicSlug: String?, title: String, questions: [GrammarQuestion], seed: UInt64
    ) throws -> TestSession {
        var attempt = GrammarAttempt(
            id: nil, accountId: account.id, kind: kind, topicSlug: topicSlug, title: title,
            questionIds: questions.map(\.id), seed: Int64(bitPattern: seed), startedAt: clock.now(), finishedAt: nil)
        try database.write { db in try attempt.insert(db) }
        return TestSession(attempt: attempt, answers: [], bank: bank, database: database, clock: clock)
    }
}

private extension GrammarQuestion {
    /// The level's place from A1 (a question without a level comes first).
    var levelIndex: Int {
        level.map { CEFRLevel.allCases.firstIndex(of: $0)! + 1 } ?? 0
    }
}
