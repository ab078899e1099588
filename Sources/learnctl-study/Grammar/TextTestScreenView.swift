import LearnCore
import ListenClient
import Localization

/// The Test screen as text. On a terminal a status line under each card shows the keys and
/// the chosen option, rewritten in place.
struct TextTestScreenView: SessionView {
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

    mutating func show(_ event: TestScreenEvent) {
        switch event {
        case .session(let event): showCard(event)
        // TRANSLATORS: choose N, check, continue and quit are commands and stay in English.
        case .unknownInput(let line): status(tr("Unknown input “%s”. Type an option number, choose N, check, continue or quit.", line))
        case .status(let text): status(TerminalText.line(text))
        }
    }

    private mutating func showCard(_ event: TestEvent) {
        switch event {
        case .question(let question):
            let about = [question.topic?.terminalLine, question.skill, question.question.level?.rawValue].compactMap { $0 }
            var card = "\n" + ([title, tr("question %d of %d", question.number, question.total)] + about).joined(separator: " · ") + "\n"
            if question.topic != nil { card += Self.progressBar(question.number, of: question.total) + "\n" }
            card += question.question.prompt.terminalLine + "\n"
            for (index, option) in question.options.enumerated() {
                card += "  \(index + 1)) \(option.terminalLine)\n"
            }
            write(card)
            // TRANSLATORS: the key s must stay as it is.
            let submit = question.topic != nil ? tr("s to submit") + ", " : ""
            // TRANSLATORS: the keys (1–N, Enter, q) must stay as they are; %2$s is more keys, each followed by ", ", or nothing.
            keyHint(tr("Press 1–%1$d to choose, Enter to check, %2$sq to quit.", question.options.count,
                       (extraHint.map { $0 + ", " } ?? "") + submit))
        case .chosen(let option, let text):
            let answer = "\(option + 1)) \(text.terminalLine)"
            status(onTerminal ? tr("Your answer: %s — press Enter to check.", answer) : tr("Your answer: %s", answer))
        case .notice(let notice):
            status(notice.description)
        case .result(let result):
            var card = result.isCorrect
                ? tr("Correct: %s", "\(result.chosenOption + 1)) \(result.chosenAnswer.terminalLine)") + "\n"
                : tr("Incorrect. The correct answer is %s", "\(result.question.correctOption + 1)) \(result.correctAnswer.terminalLine)")
                    + (result.correctAnswer.last.map { ".!?".contains($0) } == true ? "\n" : ".\n")
            if let feedback = result.feedback {
                card += tr("Feedback: %s", feedback.terminalLine) + "\n"
            }
            if !result.explanation.isEmpty {
                card += tr("Why: %s", result.explanation.terminalLine) + "\n"
            }
            write(card)
            let isLast = result.question.number == result.question.total
            let extra = extraHint.map { $0 + ", " } ?? ""
            let more = extraHint.map { ", " + $0 } ?? ""
            if isLast {
                // TRANSLATORS: the key Enter must stay; %s is more keys after ", ", or nothing.
                keyHint(result.question.topic == nil ? tr("Press Enter to see the summary%s.", more) : tr("Press Enter to see the results%s.", more))
            } else {
                // TRANSLATORS: the keys Enter and q must stay; %s is more keys, each followed by ", ", or nothing.
                keyHint(tr("Press Enter to continue, %sq to quit.", extra))
            }
        case .summary(let summary):
            var card = "\n" + tr("%s · summary", title) + "\n"
            card += tr("Correct: %d  Incorrect: %d  Score: %s", summary.correct, summary.incorrect, NumberText.percent(summary.percent)) + "\n"
            if summary.missed.isEmpty {
                card += tr("You answered every question correctly.") + "\n"
            } else {
                card += tr("Missed questions:") + "\n"
                for answer in summary.missed {
                    card += "  - \(answer.prompt.terminalLine)\n"
                    card += "    " + tr("Correct answer: %s (you chose: %s)", answer.correctAnswer.terminalLine, answer.chosenAnswer.terminalLine) + "\n"
                }
            }
            write(card)
        case .confirmSubmit(let unanswered):
            // TRANSLATORS: the answer keys y and N must stay as they are.
            write("\n" + trn("%d question is not answered yet and will count as wrong. Submit anyway? [y/N] ",
                             "%d questions are not answered yet and will count as wrong. Submit anyway? [y/N] ", unanswered, unanswered))
            if !onTerminal { Output.write("\n") }
        case .paused(_, let answered, let total):
            let paused = switch noun {
            case "Test": trn("Test paused after %d of %d question. Run `%s` to continue.",
                             "Test paused after %d of %d questions. Run `%s` to continue.", total, answered, total, resumeHint)
            case "Quiz": trn("Quiz paused after %d of %d question. Run `%s` to continue.",
                             "Quiz paused after %d of %d questions. Run `%s` to continue.", total, answered, total, resumeHint)
            default: trn("%s paused after %d of %d question. Run `%s` to continue.",
                         "%s paused after %d of %d questions. Run `%s` to continue.", total, noun, answered, total, resumeHint)
            }
            write("\n" + paused + "\n")
        }
    }

    /// `7/20` after a bar of 20 cells, 7 of them full.
    static func progressBar(_ number: Int, of total: Int, width: Int = 20) -> String {
        let full = total == 0 ? 0 : min(width, number * width / total)
        return String(repeating: "█", count: full) + String(repeating: "░", count: width - full) + " \(number)/\(total)"
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
