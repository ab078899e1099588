import LearnCore

/// A Test screen session that reports itself after every action, so that a key can act on the
/// question on the card (the quiz's and a generated test's `p` play its line).
struct ObservedSession<Session: QuestionCardSession>: QuestionCardSession {
    var session: Session
    /// Called with the session after `start` and after every action.
    let changed: (Session) -> Void

    var attemptId: Int64 { session.attemptId }
    var title: String { session.title }
    var isOver: Bool { session.isOver }
    var canSubmit: Bool { session.canSubmit }
    var isShowingResult: Bool { session.isShowingResult }
    var currentQuestion: PresentedQuestion? { session.currentQuestion }

    mutating func start() throws -> [TestEvent] {
        defer { changed(session) }
        return try session.start()
    }

    mutating func handle(_ action: TestAction) throws -> [TestEvent] {
        defer { changed(session) }
        return try session.handle(action)
    }
}
