import Foundation

/// The Test screen of one grammar attempt: the current card and what each action does to it.
///
/// Every checked answer is saved at once, so quitting at any point keeps the attempt, and
/// ``GrammarPractice/resume()`` continues after the last checked question. Questions that
/// have left the bank since the attempt started (a re-imported topic) are skipped.
public struct TestSession: Sendable, QuestionCardSession {
    private var flow: TestCardFlow
    private var recorder: GrammarAnswerRecorder

    init(attempt: GrammarAttempt, answers: [GrammarAnswer], bank: QuestionBank, database: LearnDatabase, clock: LearnClock) {
        let available = attempt.questionIds.enumerated().compactMap { position, id in
            bank.question(id: id).map { (position: position, question: $0) }
        }
        let questions = available.enumerated().map { index, entry in
            var generator = SeededGenerator(seed: UInt64(bitPattern: attempt.seed), questionID: entry.question.id)
            return PresentedQuestion(
                question: entry.question, position: entry.position, number: index + 1, total: available.count,
                generator: &generator)
        }
        flow = TestCardFlow(questions: questions, answeredPositions: Set(answers.map(\.position)))
        recorder = GrammarAnswerRecorder(attempt: attempt, answers: answers, database: database, clock: clock)
    }

    public var attempt: GrammarAttempt { recorder.attempt }
    public var attemptId: Int64 { recorder.attemptId }
    public var title: String { recorder.attempt.title }
    public var isOver: Bool { flow.isOver }
    public var isShowingResult: Bool { flow.isShowingResult }
    public var currentQuestion: PresentedQuestion? { flow.currentQuestion }

    public mutating func start() throws -> [TestEvent] {
        try flow.start(recorder: &recorder)
    }

    public mutating func handle(_ action: TestAction) throws -> [TestEvent] {
        try flow.handle(action, recorder: &recorder)
    }
}

/// Keeps a grammar attempt's answers in `grammarAnswer`.
private struct GrammarAnswerRecorder: TestAnswerRecorder, Sendable {
    var attempt: GrammarAttempt
    var answers: [GrammarAnswer]
    let database: LearnDatabase
    let clock: LearnClock

    var attemptId: Int64 { attempt.id ?? 0 }

    mutating func record(_ result: CheckResult, completing: Bool) throws {
        let now = clock.now()
        var answer = GrammarAnswer(
            id: nil, accountId: attempt.accountId, attemptId: attemptId, position: result.question.position,
            questionId: result.question.question.id, prompt: result.question.question.prompt,
            chosenAnswer: result.chosenAnswer, correctAnswer: result.correctAnswer, isCorrect: result.isCorrect,
            answeredAt: now)
        try database.record(&answer, of: &attempt, completing: completing, at: now, duplicate: GrammarError.answeredElsewhere)
        answers.append(answer)
    }

    mutating func finish() throws -> TestSummary {
        try database.finish(&attempt, at: clock.now())
        let ordered = answers.sorted { $0.position < $1.position }
        return TestSummary(
            attemptId: attemptId, title: attempt.title,
            answers: ordered.map { MissedQuestion(questionId: $0.questionId, prompt: $0.prompt, chosenAnswer: $0.chosenAnswer, correctAnswer: $0.correctAnswer) },
            correctness: ordered.map(\.isCorrect))
    }
}
