/// The card flow of the Test screen — question, Check, result, Continue, summary — apart from
/// where the answers are kept: grammar tests and listening quizzes share it.
struct TestCardFlow: Sendable {
    private enum Phase: Equatable {
        case asking(PresentedQuestion, chosen: Int?)
        case answered(CheckResult)
        case over
    }

    /// The questions of the attempt, in the order asked.
    let questions: [PresentedQuestion]
    /// The positions (``PresentedQuestion/position``) already checked.
    private var answered: Set<Int>
    private var phase = Phase.over

    init(questions: [PresentedQuestion], answeredPositions: Set<Int>) {
        self.questions = questions
        self.answered = answeredPositions
    }

    var isOver: Bool { phase == .over }

    var isShowingResult: Bool {
        if case .answered = phase { true } else { false }
    }

    /// The question on the card now: asked, or checked and showing its result.
    var currentQuestion: PresentedQuestion? {
        switch phase {
        case .asking(let question, _): question
        case .answered(let result): result.question
        case .over: nil
        }
    }

    /// The first card: the next unanswered question, or the summary when none is left.
    mutating func start<R: TestAnswerRecorder>(recorder: inout R) throws -> [TestEvent] {
        if let next = unanswered.first {
            phase = .asking(next, chosen: nil)
            return [.question(next)]
        }
        phase = .over
        return [.summary(try recorder.finish())]
    }

    /// Applies `action` to the current card; a checked answer goes to `recorder` at once.
    mutating func handle<R: TestAnswerRecorder>(_ action: TestAction, recorder: inout R) throws -> [TestEvent] {
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
            try recorder.record(result, completing: unanswered.count == 1)
            answered.insert(question.position)
            phase = .answered(result)
            return [.result(result)]
        case (.asking, .next):
            return [.notice(.checkFirst)]
        case (.answered, .choose), (.answered, .check):
            return [.notice(.alreadyChecked)]
        case (.answered, .next):
            return try start(recorder: &recorder)
        case (_, .submit(let confirmed)):
            let left = unanswered.count
            if left > 0 && !confirmed { return [.confirmSubmit(unanswered: left)] }
            phase = .over
            return [.summary(try recorder.finish())]
        case (_, .quit):
            if unanswered.isEmpty { return try start(recorder: &recorder) }
            phase = .over
            return [.paused(attemptId: recorder.attemptId, answered: questions.count - unanswered.count, total: questions.count)]
        }
    }

    private var unanswered: [PresentedQuestion] {
        questions.filter { !answered.contains($0.position) }
    }
}

/// Where a Test screen's checked answers are kept, and the summary made from them.
protocol TestAnswerRecorder {
    var attemptId: Int64 { get }
    /// Keeps a checked answer; `completing` when it is the attempt's last.
    mutating func record(_ result: CheckResult, completing: Bool) throws
    /// Marks the attempt finished (if it is not yet) and sums it up.
    mutating func finish() throws -> TestSummary
}

/// A run of the Test screen: a grammar test or a listening quiz.
public protocol QuestionCardSession {
    /// The attempt's id, as the pause card names it.
    var attemptId: Int64 { get }
    /// What the attempt is called on its cards.
    var title: String { get }
    /// Whether the summary or the pause has been shown.
    var isOver: Bool { get }
    /// Whether the test can be handed in before its end (``TestAction/submit(confirmed:)``).
    var canSubmit: Bool { get }
    /// Whether the result card is showing, so that Continue (rather than Check) is what comes next.
    var isShowingResult: Bool { get }
    /// The question on the card now, if any.
    var currentQuestion: PresentedQuestion? { get }
    /// The first card: the next unanswered question, or the summary when none is left.
    mutating func start() throws -> [TestEvent]
    /// Applies `action` to the current card.
    mutating func handle(_ action: TestAction) throws -> [TestEvent]
}

extension QuestionCardSession {
    public var canSubmit: Bool { false }
}
