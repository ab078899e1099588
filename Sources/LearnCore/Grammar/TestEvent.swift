/// What the Test screen shows in response to a ``TestAction``.
public enum TestEvent: Sendable, Equatable {
    /// The question card, with nothing selected.
    case question(PresentedQuestion)
    /// Option `option` (from 0) is selected.
    case chosen(option: Int, text: String)
    /// The action does nothing now, and this says why.
    case notice(TestNotice)
    /// The result card after Check.
    case result(CheckResult)
    /// The summary card after the last question.
    case summary(TestSummary)
    /// Submitting would leave `unanswered` questions unanswered: confirm with `.submit(confirmed: true)`.
    case confirmSubmit(unanswered: Int)
    /// The learner quit before the end; the attempt can be resumed.
    case paused(attemptId: Int64, answered: Int, total: Int)
}
