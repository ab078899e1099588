import ArgumentParser
import LearnCore

/// `learnctl tests results [ID]`: a submitted generated test's score card and review.
struct TestsResultsCommand: AsyncParsableCommand, PrintsJSON {
    static let configuration = CommandConfiguration(
        commandName: "results",
        abstract: "Show a generated test's score and review its questions.",
        discussion: """
            Shows the results of the submitted generated test ID (the number `learnctl tests \
            list` shows; the Test screen shows the same right after submission), or without ID \
            of the one submitted last. Topic tests and reviews are scored in `learnctl tests \
            history`.

            The score card comes first: the percentage of correct answers, "17 out of 20", the \
            band — Excellent (90% and above, green), Good (75%, blue), Fair (50%, orange) or \
            Needs work (red; without colours, with NO_COLOR or when the output is not a \
            terminal, the label in brackets: [Good]) — and a sentence on what it means; then \
            the test's topics, its levels ("A2 ×3, B1 ×5"), its skills and when it was \
            submitted (local time). Unanswered questions count as wrong.

            Then the review: every question numbered, with ✓ (right), ✗ (wrong) or – (not \
            answered), its skill, topic and level. On a terminal, ↑/↓ (or k/j) move the \
            cursor and Enter expands the question under it: the prompt, every option — the \
            correct one marked ✓, your wrong answer ✗ — and the explanation; Enter again \
            collapses it, and q leaves. Without a terminal every question is shown expanded.

            With --json it prints one object of type "results" with "test", "title", \
            "percent", "correct", "total", "unanswered", "band" (excellent, good, fair, low), \
            "label", "colour", "interpretation", "topics", "levels", "skills", "submitted_at" \
            and "questions" (each with "number", "id", "skill", "topic", "level", "prompt", \
            "options", "correct_option", "chosen_option" (from 1, or null), "correct" and \
            "explanation").

            A test that does not exist, or is not submitted yet, is an error (exit status 1).
            """)

    @Argument(help: ArgumentHelp("The test's number (default: the one submitted last).", valueName: "id"))
    var id: Int64?

    static let jsonHelp = "Print the results as one JSON object."
    @OptionGroup var output: OutputOptions<TestsResultsCommand>

    func run() async throws {
        let tests = try await GeneratedTests.signedIn()
        guard let id = try id ?? tests.latestSubmitted()?.id else { throw GeneratedTestError.noneSubmitted }
        try ResultsScreen(json: output.json).show(try tests.results(id))
    }
}
