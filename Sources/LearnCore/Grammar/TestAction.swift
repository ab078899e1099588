/// What the learner does on the Test screen.
public enum TestAction: Sendable, Equatable {
    /// Selects option `number` (from 1) of the current question, without checking it.
    case choose(Int)
    /// Checks the selected option: the Check button.
    case check
    /// Goes on to the next question, or to the summary after the last one: the Continue button.
    case next
    /// Leaves the test; an unfinished attempt is kept for `resume`.
    case quit
    /// Hands the test in before every question is answered (generated tests); unless
    /// `confirmed`, unanswered questions ask for confirmation first.
    case submit(confirmed: Bool)
}
