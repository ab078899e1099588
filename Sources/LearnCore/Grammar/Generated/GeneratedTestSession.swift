import Foundation
import GRDB

/// Taking a generated test on the Test screen's card flow (see ``TestCardFlow``): each checked
/// answer is saved with its question at once, so a test left mid-way (or killed) keeps every
/// answer checked before; submitting marks the test submitted and sums it up.
public struct GeneratedTestSession: Sendable, QuestionCardSession {
    private var flow: TestCardFlow
    private var recorder: GeneratedAnswerRecorder
    /// The questions by their position.
    private let byPosition: [Int: GeneratedQuestion]

    init(test: GeneratedTest, questions: [GeneratedQuestion], database: LearnDatabase, clock: LearnClock) {
        let presented = questions.enumerated().map { index, stored in
            PresentedQuestion(
                question: GrammarQuestion(
                    id: stored.sourceId, level: stored.level, prompt: stored.prompt, options: stored.options,
                    correctIndex: stored.correctOption, explanation: stored.explanation, line: stored.line ?? 0),
                position: stored.position, number: index + 1, total: questions.count,
                topic: stored.topicName, skill: stored.skill.rawValue)
        }
        flow = TestCardFlow(questions: presented, answeredPositions: Set(questions.filter(\.isAnswered).map(\.position)))
        recorder = GeneratedAnswerRecorder(test: test, questions: questions, database: database, clock: clock)
        byPosition = Dictionary(uniqueKeysWithValues: questions.map { ($0.position, $0) })
    }

    public var test: GeneratedTest { recorder.test }
    public var attemptId: Int64 { recorder.attemptId }
    public var title: String { recorder.test.title }
    public var isOver: Bool { flow.isOver }
    public var isShowingResult: Bool { flow.isShowingResult }
    public var currentQuestion: PresentedQuestion? { flow.currentQuestion }
    public var canSubmit: Bool { true }

    /// Whether any question is about a recording's line.
    public var hasRecordings: Bool {
        byPosition.values.contains { $0.recordingId != nil }
    }

    /// The stored question on the card now, e.g. for the line a listening question plays.
    public var currentStoredQuestion: GeneratedQuestion? {
        currentQuestion.flatMap { byPosition[$0.position] }
    }

    public mutating func start() throws -> [TestEvent] {
        try flow.start(recorder: &recorder)
    }

    public mutating func handle(_ action: TestAction) throws -> [TestEvent] {
        try flow.handle(action, recorder: &recorder)
    }
}

/// Keeps a generated test's answers in its `generatedQuestion` rows.
private struct GeneratedAnswerRecorder: TestAnswerRecorder, Sendable {
    var test: GeneratedTest
    var questions: [GeneratedQuestion]
    let database: LearnDatabase
    let clock: LearnClock

    var attemptId: Int64 { test.id ?? 0 }

    mutating func record(_ result: CheckResult, completing: Bool) throws {
        guard let index = questions.firstIndex(where: { $0.position == result.question.position }) else { return }
        let now = clock.now()
        let id = questions[index].id
        let testId = attemptId
        let accountId = test.accountId
        // Only an unanswered question of a test still in progress takes the answer: another
        // learnctl may have answered it, or submitted the test, since this one started.
        let (taken, state) = try database.write { db -> (Bool, GeneratedTestState?) in
            try db.execute(sql: """
                UPDATE generatedQuestion SET chosenOption = ?, isCorrect = ?, answeredAt = ?
                WHERE id = ? AND chosenOption IS NULL
                  AND EXISTS (SELECT 1 FROM generatedTest WHERE generatedTest.id = generatedQuestion.testId AND state = ?)
                """, arguments: [result.chosenOption, result.isCorrect, now, id, GeneratedTestState.inProgress.rawValue])
            guard db.changesCount == 1 else { return (false, try GeneratedTest.fetchOne(db, key: testId)?.state) }
            try ProgressLedger.recordActivity(db, accountId: accountId, at: now)
            return (true, nil)
        }
        if !taken {
            if let state, state != .inProgress { throw GeneratedTestError.cannotStart(testId, state) }
            throw GeneratedTestError.answeredElsewhere
        }
        questions[index].chosenOption = result.chosenOption
        questions[index].isCorrect = result.isCorrect
        questions[index].answeredAt = now
    }

    mutating func finish() throws -> TestSummary {
        let now = clock.now()
        let testId = attemptId
        let submitted = GeneratedTestState.submitted.rawValue
        // Submitted once: a session finishing after another submitted the test keeps that
        // submission, and sums up the answers as they are stored.
        let stored = try database.write { db -> (GeneratedTest?, [GeneratedQuestion]) in
            try db.execute(sql: "UPDATE generatedTest SET state = ?, submittedAt = ? WHERE id = ? AND state != ?",
                           arguments: [submitted, now, testId, submitted])
            return (try GeneratedTest.fetchOne(db, key: testId), try GeneratedQuestion.all().of(test: testId).fetchAll(db))
        }
        if let current = stored.0 { test = current }
        if !stored.1.isEmpty { questions = stored.1 }
        let ordered = questions.sorted { $0.position < $1.position }
        return TestSummary(
            attemptId: attemptId, title: test.title,
            answers: ordered.map { question in
                MissedQuestion(questionId: question.sourceId, prompt: question.prompt,
                               chosenAnswer: question.chosenOption.map { question.options[$0] } ?? "",
                               correctAnswer: question.options[question.correctOption])
            },
            correctness: ordered.map { $0.isCorrect == true })
    }
}
