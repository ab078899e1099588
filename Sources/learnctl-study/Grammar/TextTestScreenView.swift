import LearnCore
import ListenClient

/// The Test screen as text. On a terminal a status line under each card shows the keys and
/// the chosen option, rewritten in place.
struct TextTestScreenView: TestScreenView {
    let title: String
    let onTerminal: Bool
    /// What a paused attempt is called, and the command that continues it.
    let noun: String
    let resumeHint: String
    /// What the session's extra key does, for the key hints.
    let extraHint: String?
    private var statusLineIsOpen = false

    init(title: String, onTerminal: Bool, noun: String = "Test", resumeHint: String = "learnctl tests resume", extraHint: String? = nil) {
        self.noun = noun
        self.title = TerminalText.line(title)
        self.onTerminal = onTerminal
        self.resumeHint = resumeHint
        self.extraHint = extraHint
    }

    mutating func show(_ event: TestEvent) {
        switch event {
        case .question(let question):
            let about = [question.topic?.terminalLine, question.skill, question.question.level?.rawValue].compactMap { $0 }
            var card = "\n" + ([title, "question \(question.number) of \(question.total)"] + about).joined(separator: " · ") + "\n"
            if question.topic != nil { card += Self.progressBar(question.number, of: question.total) + "\n" }
            card += question.question.prompt.terminalLine + "\n"
            for (index, option) in question.options.enumerated() {
                card += "  \(index + 1)) \(option.terminalLine)\n"
            }
            write(card)
            let submit = question.topic != nil ? "s to submit, " : ""
            keyHint("Press 1–\(question.options.count) to choose, Enter to check, \(extraHint.map { $0 + ", " } ?? "")\(submit)q to quit.")
        case .chosen(let option, let text):
            status("Your answer: \(option + 1)) \(text.terminalLine)" + (onTerminal ? " — press Enter to check." : ""))
        case .notice(let notice):
            status(notice.description)
        case .result(let result):
            var card = result.isCorrect
                ? "Correct: \(result.chosenOption + 1)) \(result.chosenAnswer.terminalLine)\n"
                : "Incorrect. The correct answer is \(result.question.correctOption + 1)) \(result.correctAnswer.terminalLine)"
                    + (result.correctAnswer.last.map { ".!?".contains($0) } == true ? "\n" : ".\n")
            card += "Why: \(result.explanation.terminalLine)\n"
            write(card)
            let isLast = result.question.number == result.question.total
            let extra = extraHint.map { $0 + ", " } ?? ""
            keyHint(isLast ? "Press Enter to see the \(result.question.topic == nil ? "summary" : "results")\(extraHint.map { ", " + $0 } ?? "")." : "Press Enter to continue, \(extra)q to quit.")
        case .summary(let summary):
            var card = "\n\(title) · summary\n"
            card += "Correct: \(summary.correct)  Incorrect: \(summary.incorrect)  Score: \(summary.percent)%\n"
            if summary.missed.isEmpty {
                card += "You answered every question correctly.\n"
            } else {
                card += "Missed questions:\n"
                for answer in summary.missed {
                    card += "  - \(answer.prompt.terminalLine)\n"
                    card += "    Correct answer: \(answer.correctAnswer.terminalLine) (you chose: \(answer.chosenAnswer.terminalLine))\n"
                }
            }
            write(card)
        case .confirmSubmit(let unanswered):
            let questions = unanswered == 1 ? "1 question is" : "\(unanswered) questions are"
            write("\n\(questions) not answered yet and will count as wrong. Submit anyway? [y/N] ")
            if !onTerminal { Output.write("\n") }
        case .paused(_, let answered, let total):
            write("\n\(noun) paused after \(answered) of \(total) questions. Run `\(resumeHint)` to continue.\n")
        }
    }

    /// `7/20` after a bar of 20 cells, 7 of them full.
    static func progressBar(_ number: Int, of total: Int, width: Int = 20) -> String {
        let full = total == 0 ? 0 : min(width, number * width / total)
        return String(repeating: "█", count: full) + String(repeating: "░", count: width - full) + " \(number)/\(total)"
    }

    mutating func showUnknownInput(_ line: String) {
        status("Unknown input “\(line)”. Type an option number, choose N, check, continue or quit.")
    }

    mutating func showStatus(_ text: String) {
        status(TerminalText.line(text))
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
