import Foundation

/// The Test screen of one grammar attempt: the current card and what each action does to it.
///
/// Every checked answer is saved at once, so quitting at any point keeps the attempt, and
/// ``GrammarPractice/resume()`` continues after the last checked question. Questions that
/// have left the bank since the attempt started (a re-imported topic) are skipped.
public struct TestSession: Sendable, QuestionCardSession {
    private var flow: TestCardFlow
    private var recorder: CheckedAnswerRecorder<GrammarAttempt>

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
        recorder = CheckedAnswerRecorder(attempt: attempt, answers: answers, database: database, clock: clock)
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
