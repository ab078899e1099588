import LearnCore

/// The Test screen as text. On a terminal a status line under each card shows the keys and
/// the chosen option, rewritten in place.
struct TextTestScreenView: TestScreenView {
    let title: String
    let onTerminal: Bool
    private var statusLineIsOpen = false

    init(title: String, onTerminal: Bool) {
        self.title = title
        self.onTerminal = onTerminal
    }

    mutating func show(_ event: TestEvent) {
        switch event {
        case .question(let question):
            var card = "\n\(title) · question \(question.number) of \(question.total) · \(question.question.level.rawValue)\n"
            card += question.question.prompt + "\n"
            for (index, option) in question.options.enumerated() {
                card += "  \(index + 1)) \(option)\n"
            }
            write(card)
            keyHint("Press 1–\(question.options.count) to choose, Enter to check, q to quit.")
        case .chosen(let option, let text):
            status("Your answer: \(option + 1)) \(text)" + (onTerminal ? " — press Enter to check." : ""))
        case .notice(let notice):
            status(notice.description)
        case .result(let result):
            var card = result.isCorrect
                ? "Correct: \(result.chosenOption + 1)) \(result.chosenAnswer)\n"
                : "Incorrect. The correct answer is \(result.question.correctOption + 1)) \(result.correctAnswer).\n"
            card += "Why: \(result.explanation)\n"
            write(card)
            let isLast = result.question.number == result.question.total
            keyHint(isLast ? "Press Enter to see the summary." : "Press Enter to continue, q to quit.")
        case .summary(let summary):
            var card = "\n\(title) · summary\n"
            card += "Correct: \(summary.correct)  Incorrect: \(summary.incorrect)  Score: \(summary.percent)%\n"
            if summary.missed.isEmpty {
                card += "You answered every question correctly.\n"
            } else {
                card += "Missed questions:\n"
                for answer in summary.missed {
                    card += "  - \(answer.prompt)\n"
                    card += "    Correct answer: \(answer.correctAnswer) (you chose: \(answer.chosenAnswer))\n"
                }
            }
            write(card)
        case .paused(_, let answered, let total):
            write("\nTest paused after \(answered) of \(total) questions. Run `learnctl tests resume` to continue.\n")
        }
    }

    mutating func showUnknownInput(_ line: String) {
        status("Unknown input “\(line)”. Type an option number, choose N, check, continue or quit.")
    }

    /// A line under the card: on a terminal it replaces the previous one and stays open for the next.
    private mutating func status(_ text: String) {
        if onTerminal {
            Output.write("\r\u{1B}[K" + text)
            statusLineIsOpen = true
        } else {
            Output.write(text + "\n")
        }
    }

    /// Which keys to press; only on a terminal.
    private mutating func keyHint(_ text: String) {
        if onTerminal { status(text) }
    }

    private mutating func write(_ text: String) {
        if statusLineIsOpen {
            Output.write("\n")
            statusLineIsOpen = false
        }
        Output.write(text)
    }
}
