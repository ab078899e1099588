import Foundation
import GRDB

/// One account's generated tests: making them from a request (blueprint, then drawing), taking
/// them, their results and statistics, and the scheduled tests.
public struct GeneratedTests: AccountScoped {
    public let scope: AccountScope
    /// The local calendar that scheduled days are counted in.
    public var calendar: Calendar

    public init(account: Account, database: LearnDatabase, clock: LearnClock, calendar: Calendar = .current) {
        scope = AccountScope(database: database, account: account, clock: clock)
        self.calendar = calendar
    }

    // MARK: Generating

    /// The pool the account's tests draw from and what its answers say about the learner. A
    /// request that names no topics draws listening questions only from the recordings the
    /// learner has practised (``listenedRecordingIds()``); one that names them, from those named.
    public func material(bank: QuestionBank, recordings: [ListeningRecording], for request: TestRequest? = nil)
        throws -> (pool: QuestionPool, profile: LearnerProfile) {
        try database.read { db in
            var recordings = recordings
            if let request, request.topics == nil {
                let listened = try Self.listenedRecordingIds(account: account, db: db)
                recordings = recordings.filter { listened.contains($0.id) }
            }
            return (try QuestionPool.gather(bank: bank, recordings: recordings, account: account, db: db),
                    try LearnerProfile.gather(account: account, bank: bank, db: db))
        }
    }

    /// The recordings the learner has practised (dictation, quiz or shadowing, finished or not).
    public func listenedRecordingIds() throws -> Set<String> {
        try database.read { db in try Self.listenedRecordingIds(account: account, db: db) }
    }

    private static func listenedRecordingIds(account: Account, db: Database) throws -> Set<String> {
        Set(try String.fetchAll(db, sql: """
            SELECT recordingId FROM practiceAttempt WHERE accountId = ?
            UNION SELECT source FROM speakingAttempt WHERE accountId = ? AND kind = 'shadow'
            """, arguments: [account.id, account.id]))
    }

    /// The blueprint of `request` without drawing (`tests generate --dry-run`).
    public func blueprint(for request: TestRequest, bank: QuestionBank, recordings: [ListeningRecording]) throws -> Blueprint {
        let (pool, profile) = try material(bank: bank, recordings: recordings, for: request)
        return try BlueprintPlanner.plan(request, pool: pool, profile: profile)
    }

    /// A new test of `request`: stored as generating, then ready with its questions, or failed
    /// with the reason. Throws (and stores nothing) when the request names unknown topics.
    @discardableResult
    public func generate(_ request: TestRequest, bank: QuestionBank, recordings: [ListeningRecording],
                         scheduleId: Int64? = nil, title: String? = nil) throws -> GeneratedTest {
        let (pool, profile) = try material(bank: bank, recordings: recordings, for: request)
        let blueprint = try BlueprintPlanner.plan(request, pool: pool, profile: profile)
        var test = GeneratedTest(
            id: nil, accountId: account.id, title: title ?? Self.title(of: request, blueprint: blueprint), state: .generating,
            request: request, failure: nil, scheduleId: scheduleId, createdAt: clock.now(), startedAt: nil, submittedAt: nil)
        try database.write { db in try test.insert(db) }
        try fill(&test, blueprint: blueprint, pool: pool, profile: profile)
        return test
    }

    /// Generates the failed test `id` again from its request (a new seed when `seed` is given).
    @discardableResult
    public func retry(_ id: Int64, seed: UInt64? = nil, bank: QuestionBank, recordings: [ListeningRecording]) throws -> GeneratedTest {
        var test = try self.test(id)
        guard test.state == .failed || test.state == .generating else { throw GeneratedTestError.cannotRetry(id, test.state) }
        if let seed { test.request.seed = seed }
        test.state = .generating
        test.failure = nil
        try database.write { [test] db in try test.update(db) }
        let (pool, profile) = try material(bank: bank, recordings: recordings, for: test.request)
        let blueprint: Blueprint
        do {
            blueprint = try BlueprintPlanner.plan(test.request, pool: pool, profile: profile)
        } catch let error as GeneratedTestError {
            test.state = .failed
            test.failure = error.description
            try database.write { [test] db in try test.update(db) }
            return test
        }
        try fill(&test, blueprint: blueprint, pool: pool, profile: profile)
        return test
    }

    private func fill(_ test: inout GeneratedTest, blueprint: Blueprint, pool: QuestionPool, profile: LearnerProfile) throws {
        switch QuestionDrawer.draw(blueprint, pool: pool, profile: profile) {
        case .success(let drawn):
            test.state = .ready
            try database.write { [test] db in
                for (position, question) in drawn.enumerated() {
                    var record = GeneratedQuestion(question, accountId: account.id, testId: test.id ?? 0, position: position)
                    try record.insert(db)
                }
                try test.update(db)
            }
        case .failure(let failure):
            test.state = .failed
            test.failure = failure.description
            try database.write { [test] db in try test.update(db) }
        }
    }

    /// The title a test gets unless given one: its topics' names, or "Practice test".
    static func title(of request: TestRequest, blueprint: Blueprint) -> String {
        if let title = request.title { return title }
        guard request.topics != nil else { return "Practice test" }
        let names = blueprint.topicQuotas.map(\.topic.name).reduce(into: [String]()) { names, name in
            if !names.contains(name) { names.append(name) }
        }
        switch names.count {
        case 0: return "Practice test"
        case 1...3: return names.joined(separator: ", ")
        default: return names.prefix(2).joined(separator: ", ") + " and \(names.count - 2) more"
        }
    }

    // MARK: Taking

    /// The test `id`.
    public func test(_ id: Int64) throws -> GeneratedTest {
        guard let test = try database.read({ db in try GeneratedTest.owned(by: account).filter(key: id).fetchOne(db) }) else {
            throw GeneratedTestError.noSuchTest(id)
        }
        return test
    }

    /// The questions of test `id`, in order.
    public func questions(of id: Int64) throws -> [GeneratedQuestion] {
        try database.read { db in try GeneratedQuestion.owned(by: account).of(test: id).fetchAll(db) }
    }

    /// The Test screen of test `id`: a ready test is started (in progress from now), one in
    /// progress continues after its last checked question.
    public func start(_ id: Int64) throws -> GeneratedTestSession {
        var test = try self.test(id)
        switch test.state {
        case .ready:
            test.state = .inProgress
            test.startedAt = clock.now()
            try database.write { [test] db in try test.update(db) }
        case .inProgress:
            break
        case .generating, .failed, .submitted:
            throw GeneratedTestError.cannotStart(id, test.state)
        }
        return GeneratedTestSession(test: test, questions: try questions(of: id), database: database, clock: clock)
    }

    /// The test submitted last, if any.
    public func latestSubmitted() throws -> GeneratedTest? {
        try database.read { db in
            try GeneratedTest.owned(by: account)
                .filter(GeneratedTest.Columns.state == GeneratedTestState.submitted.rawValue)
                .newestFirst(by: Column("submittedAt"))
                .fetchOne(db)
        }
    }

    /// The most recently started test in progress, if any.
    public func latestInProgress() throws -> GeneratedTest? {
        try database.read { db in
            try GeneratedTest.owned(by: account)
                .filter(GeneratedTest.Columns.state == GeneratedTestState.inProgress.rawValue)
                .newestFirst(by: Column("startedAt"))
                .fetchOne(db)
        }
    }

    /// The tests, the latest first (at most `limit`).
    public func overviews(limit: Int? = nil) throws -> [GeneratedTestOverview] {
        try database.read { db in
            var request = GeneratedTest.owned(by: account).newestFirst(by: GeneratedTest.Columns.createdAt)
            if let limit { request = request.limit(limit) }
            let tests = try request.fetchAll(db)
            let counts = try Row.fetchAll(db, sql: """
                SELECT testId, COUNT(*), COUNT(chosenOption), COALESCE(SUM(isCorrect), 0)
                FROM generatedQuestion WHERE accountId = ? GROUP BY testId
                """, arguments: [account.id])
            let byTest = Dictionary(uniqueKeysWithValues: counts.map { ($0[0] as Int64, ($0[1] as Int, $0[2] as Int, $0[3] as Int)) })
            return tests.map { test in
                let count = byTest[test.id ?? 0] ?? (0, 0, 0)
                return GeneratedTestOverview(test: test, total: count.0, answered: count.1, correct: count.2)
            }
        }
    }

    /// The results of the submitted test `id`.
    public func results(_ id: Int64) throws -> TestResults {
        let test = try self.test(id)
        guard test.state == .submitted else { throw GeneratedTestError.notSubmitted(id, test.state) }
        return TestResults(test: test, questions: try questions(of: id))
    }

    /// The statistics card of every submitted test.
    public func statistics() throws -> TestStatistics {
        try database.read { db in
            let tests = try GeneratedTest.owned(by: account)
                .filter(GeneratedTest.Columns.state == GeneratedTestState.submitted.rawValue)
                .fetchAll(db)
            let questions = Dictionary(grouping: try GeneratedQuestion.owned(by: account).fetchAll(db), by: \.testId)
            return TestStatistics(tests: tests.map { ($0, questions[$0.id ?? 0] ?? []) })
        }
    }

    // MARK: Scheduling

    /// Schedules a test called `title`: on `weekdays`, or once at `dueAt`.
    @discardableResult
    public func schedule(title: String, weekdays: [Weekday]?, dueAt: Date?, request: TestRequest) throws -> ScheduledTest {
        var schedule = ScheduledTest(
            id: nil, accountId: account.id, title: title, weekdays: weekdays, dueAt: dueAt, request: request, lastDay: nil,
            createdAt: clock.now())
        do {
            try database.write { db in try schedule.insert(db) }
        } catch let error as DatabaseError where error.resultCode == .SQLITE_CONSTRAINT {
            throw GeneratedTestError.duplicateSchedule(title)
        }
        return schedule
    }

    /// The scheduled tests, by title.
    public func schedules() throws -> [ScheduledTest] {
        try database.read { db in
            try ScheduledTest.owned(by: account).order(ScheduledTest.Columns.title.collating(.nocase)).fetchAll(db)
        }
    }

    /// Removes the scheduled test `title` (any case); the tests generated for it stay.
    public func unschedule(title: String) throws {
        let removed = try database.write { db in
            try ScheduledTest.owned(by: account).filter(ScheduledTest.Columns.title.collating(.nocase) == title).deleteAll(db)
        }
        guard removed > 0 else { throw GeneratedTestError.unknownSchedule(title) }
    }

    /// The scheduled tests that are due now and not generated yet.
    public func dueSchedules() throws -> [ScheduledTest] {
        let now = clock.now()
        return try schedules().filter { $0.dueDay(at: now, calendar: calendar) != nil }
    }

    /// Generates the scheduled tests that are due and not generated yet, each with `seed`; a
    /// schedule's day is taken even when its test fails, so that it is not tried again and again.
    @discardableResult
    public func generateDue(seed: UInt64, bank: QuestionBank, recordings: [ListeningRecording]) throws -> [GeneratedTest] {
        let now = clock.now()
        var generated: [GeneratedTest] = []
        for var schedule in try schedules() {
            guard let day = schedule.dueDay(at: now, calendar: calendar) else { continue }
            schedule.lastDay = day
            try database.write { [schedule] db in try schedule.update(db) }
            var request = schedule.request
            request.seed = seed
            request.title = nil
            do {
                generated.append(try generate(request, bank: bank, recordings: recordings, scheduleId: schedule.id,
                                              title: schedule.title))
            } catch let error as GeneratedTestError {
                var test = GeneratedTest(
                    id: nil, accountId: account.id, title: schedule.title, state: .failed, request: request,
                    failure: error.description, scheduleId: schedule.id, createdAt: now, startedAt: nil, submittedAt: nil)
                try database.write { db in try test.insert(db) }
                generated.append(test)
            }
        }
        return generated
    }
}
