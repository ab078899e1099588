import Foundation
import Localization

/// A comprehension quiz on a recording, on the Test screen's card flow (see ``TestCardFlow``).
///
/// Every checked answer is saved at once; ``ListeningPractice/resumeQuiz(of:questions:)``
/// continues after the last one.
public struct QuizSession: Sendable, QuestionCardSession {
    private var flow: TestCardFlow
    private var recorder: CheckedAnswerRecorder<PracticeAttempt>
    /// The questions by their position in the attempt.
    private let byPosition: [Int: QuizQuestion]

    init(attempt: PracticeAttempt, answers: [QuizAnswer], questions: [QuizQuestion], database: LearnDatabase, clock: LearnClock) {
        let level = attempt.level.flatMap(CEFRLevel.init(rawValue:))
        let available = attempt.items.enumerated().filter { questions.indices.contains($0.element) }
        var byPosition: [Int: QuizQuestion] = [:]
        let presented = available.enumerated().map { number, entry in
            let question = questions[entry.element]
            byPosition[entry.offset] = question
            let id = "\(attempt.recordingId)#\(entry.element + 1)"
            let asked = GrammarQuestion(
                id: id, level: level, prompt: question.prompt, options: question.options, correctIndex: question.answer,
                explanation: Self.explanation(question, inArticle: attempt.kind == .reading), line: question.line)
            var generator = SeededGenerator(seed: UInt64(bitPattern: attempt.seed), questionID: id)
            return PresentedQuestion(question: asked, position: entry.offset, number: number + 1, total: available.count,
                                     generator: &generator)
        }
        flow = TestCardFlow(questions: presented, answeredPositions: Set(answers.map(\.position)))
        recorder = CheckedAnswerRecorder(attempt: attempt, answers: answers, database: database, clock: clock)
        self.byPosition = byPosition
    }

    /// The explanation followed by the line (or an article's paragraph) that answers the question, quoted.
    static func explanation(_ question: QuizQuestion, inArticle: Bool = false) -> String {
        guard let text = question.lineText else { return question.explanation }
        if inArticle {
            // TRANSLATORS: after an article question's explanation: the words of the paragraph that answer it.
            return question.explanation + " " + tr("Paragraph %1$s: “%2$s”", String(question.line), text)
        }
        // TRANSLATORS: after a quiz question's explanation: the line of the transcript that answers it.
        return question.explanation + " " + tr("Line %1$s: “%2$s”", String(question.line), text)
    }

    public var attempt: PracticeAttempt { recorder.attempt }
    public var attemptId: Int64 { recorder.attemptId }
    public var title: String { recorder.attempt.recordingTitle }
    public var isOver: Bool { flow.isOver }
    public var isShowingResult: Bool { flow.isShowingResult }
    public var currentQuestion: PresentedQuestion? { flow.currentQuestion }

    /// The 1-based transcript line that answers the question on the card now.
    public var currentLine: Int? {
        currentQuestion.flatMap { byPosition[$0.position]?.line }
    }

    public mutating func start() throws -> [TestEvent] {
        try flow.start(recorder: &recorder)
    }

    public mutating func handle(_ action: TestAction) throws -> [TestEvent] {
        try flow.handle(action, recorder: &recorder)
    }
}
