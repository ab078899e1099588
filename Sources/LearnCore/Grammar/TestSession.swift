import Foundation
import GRDB

/// The Test screen of one attempt: the current card and what each action does to it.
///
/// Every checked answer is saved at once, so quitting at any point keeps the attempt, and
/// ``GrammarPractice/resume()`` continues after the last checked question. Questions that
/// have left the bank since the attempt started (a re-imported topic) are skipped.
public struct TestSession: Sendable {
    private enum Phase: Equatable {
        case asking(PresentedQuestion, chosen: Int?)
        case answered(CheckResult)
        case over
    }

    public private(set) var attempt: GrammarAttempt
    /// The attempt's questions that are still in the bank.
    private let questions: [PresentedQuestion]
    private var answers: [GrammarAnswer]
    private var phase = Phase.over
    private let database: LearnDatabase
    private let clock: LearnClock

    init(attempt: GrammarAttempt, answers: [GrammarAnswer], bank: QuestionBank, database: LearnDatabase, clock: LearnClock) {
        let available = attempt.questionIds.enumerated().compactMap { position, id in
            bank.question(id: id).map { (position: position, question: $0) }
        }
        questions = available.enumerated().map { index, entry in
            var generator = SeededGenerator(seed: UInt64(bitPattern: attempt.seed), questionID: entry.question.id)
            return PresentedQuestion(
                question: entry.question, position: entry.position, number: index + 1, total: available.count,
                generator: &generator)
        }
        self.attempt = attempt
        self.answers = answers
        self.database = database
        self.clock = clock
    }

    /// Whether the summary or the pause has been shown.
    public var isOver: Bool { phase == .over }

    /// Whether the result card is showing, so that Continue (rather than Check) is what comes next.
    public var isShowingResult: Bool {
        if case .answered = phase { true } else { false }
    }

    /// The first card: the next unanswered question, or the summary when none is left.
    public mutating func start() throws -> [TestEvent] {
        if let next = unanswered.first {
            phase = .asking(next, chosen: nil)
            return [.question(next)]
        }
        return try finish()
    }

    /// Applies `action` to the current card.
    public mutating func handle(_ action: TestAction) throws -> [TestEvent] {
        switch (phase, action) {
        case (.over, _):
            return []
        case (.asking(let question, _), .choose(let number)):
            guard question.options.indices.contains(number - 1) else {
                return [.notice(.noSuchOption(number: number, count: question.options.count))]
            }
            phase = .asking(question, chosen: number - 1)
            return [.chosen(option: number - 1, text: question.options[number - 1])]
        case (.asking(_, nil), .check):
            return [.notice(.chooseFirst)]
        case (.asking(let question, let chosen?), .check):
            let result = CheckResult(question: question, chosenOption: chosen)
            try save(result)
            phase = .answered(result)
            return [.result(result)]
        case (.asking, .next):
            return [.notice(.checkFirst)]
        case (.answered, .choose), (.answered, .check):
            return [.notice(.alreadyChecked)]
        case (.answered, .next):
            return try start()
        case (_, .quit):
            if unanswered.isEmpty { return try finish() }
            phase = .over
            return [.paused(attemptId: attempt.id ?? 0, answered: questions.count - unanswered.count, total: questions.count)]
        }
    }

    private var unanswered: [PresentedQuestion] {
        let answered = Set(answers.map(\.position))
        return questions.filter { !answered.contains($0.position) }
    }

    private mutating func save(_ result: CheckResult) throws {
        let now = clock.now()
        var answer = GrammarAnswer(
            id: nil, accountId: attempt.accountId, attemptId: attempt.id ?? 0, position: result.question.position,
            questionId: result.question.question.id, prompt: result.question.question.prompt,
            chosenAnswer: result.chosenAnswer, correctAnswer: result.correctAnswer, isCorrect: result.isCorrect,
            answeredAt: now)
        var attempt = attempt
        let isLast = unanswered.count == 1
        if isLast { attempt.finishedAt = now }
        do {
            try database.write { db in
                try answer.insert(db)
                if isLast { try attempt.update(db) }
            }
        } catch let error as DatabaseError where error.resultCode == .SQLITE_CONSTRAINT {
            throw GrammarError.answeredElsewhere
        }
        answers.append(answer)
        self.attempt = attempt
    }

    private mutating func finish() throws -> [TestEvent] {
        if attempt.finishedAt == nil {
            attempt.finishedAt = clock.now()
            try database.write { [attempt] db in try attempt.update(db) }
        }
        phase = .over
        return [.summary(TestSummary(attempt: attempt, answers: answers.sorted { $0.position < $1.position }))]
    }
}
