import LearnCore
import ListenClient
import Localization

/// The frames of the practice screen as text: the blanks to fill in with the word bank, and a
/// group's result. With `.color` the chosen blank, placed words and right and wrong sentences
/// are coloured; with `.plain` (NO_COLOR, or output that is not a terminal) the marks ▸, [word],
/// ✓ and ✗ say the same.
struct ClozeScreenText {
    let listName: String
    let style: DictationMarkup.Style

    /// The blanks of the round, the chosen one marked, and the bank with each placed word's blank.
    func answering(_ practice: ClozePractice, selected: Int) -> [String] {
        let round = practice.round
        var lines = [heading(practice) + (round.onlyIncorrect ? " · " + tr("the incorrect ones again") : ""), ""]
        for (index, entry) in round.entries.enumerated() {
            let marker = index == selected ? paint("▸", bold) : " "
            let fill = round.word(in: index).map { paint("[\($0.terminalLine)]", cyan + ";" + bold) }
                ?? (index == selected ? paint(ClozeText.blank, bold) : ClozeText.blank)
            lines.append("  \(marker) \(index + 1). " + ClozeText.replacing(entry.word, in: entry.sentence.terminalLine, with: fill))
        }
        lines.append("")
        let bank = round.bank.enumerated().map { index, word in
            let letter = ClozeChoice.letter(index)
            guard let blank = round.blank(holding: index) else { return "\(letter)) \(word.terminalLine)" }
            return paint("\(letter)) \(word.terminalLine) → \(blank + 1)", dim)
        }
        lines.append("  " + tr("Words:") + "  " + bank.joined(separator: "   "))
        lines.append("")
        let blanks = round.entries.count == 1 ? "1" : "1–\(round.entries.count)"
        let letters = round.bank.count == 1 ? "a" : "a–\(ClozeChoice.letter(round.bank.count - 1))"
        // TRANSLATORS: the keys of the cloze screen; %1$s is the blanks' numbers (“1–3”), %2$s the words' letters (“a–c”). The key x must stay x.
        lines.append("  " + tr("↑/↓ or %1$s: choose a blank · %2$s: put a word in it · x: take it back", blanks, letters))
        // TRANSLATORS: the keys of the cloze screen; Enter and the key q must stay as they are.
        lines.append("  " + tr("Enter: Submit · q: quit"))
        return lines
    }

    /// Each sentence right or wrong with the right word, the counts, and the choices.
    func result(_ result: ClozeGroupResult, practice: ClozePractice) -> [String] {
        var lines = [heading(practice) + " · " + tr("result"), ""]
        for (index, item) in result.items.enumerated() {
            let sentence = item.entry.sentence.terminalLine
            if item.isCorrect {
                lines.append(paint("  ✓ \(index + 1). \(sentence)", green))
            } else {
                lines.append(paint("  ✗ \(index + 1). \(sentence)", red)
                    + " — " + tr("you placed “%1$s”; the word is “%2$s”", item.placed.terminalLine, paint(item.entry.word.terminalLine, bold)))
            }
        }
        lines.append("")
        lines.append("  " + tr("Right: %1$d · Wrong: %2$d", result.right, result.wrong))
        lines.append("")
        lines.append("  " + Self.keys(for: practice.choices).map { "\($0.key): \(Self.label($0.choice, after: result))" }
            // TRANSLATORS: the key q must stay q.
            .joined(separator: " · ") + " · " + tr("q: quit"))
        return lines
    }

    /// A choice's words after `result`: Retry all is just Retry when every answer was right.
    static func label(_ choice: ClozeChoice, after result: ClozeGroupResult) -> String {
        choice == .retryAll && result.isPerfect ? tr("Retry") : choice.label
    }

    /// The keys of the choices a result offers, in order: "r: Retry all · i or Enter: Retry incorrect only".
    static func keys(for choices: [ClozeChoice]) -> [(key: String, choice: ClozeChoice)] {
        choices.map { choice in
            // TRANSLATORS: %s is a key letter (r, i, n, l), which stays as it is.
            (choice == defaultChoice(of: choices) ? tr("%s or Enter", letter(of: choice)) : letter(of: choice), choice)
        }
    }

    /// What Enter does after a result: Retry incorrect only with mistakes, else Next group or Return to lists.
    static func defaultChoice(of choices: [ClozeChoice]) -> ClozeChoice? {
        [.retryIncorrect, .next, .finish].first(where: choices.contains)
    }

    /// The letter of a choice: r Retry (all), i Retry incorrect only, n Next group, l Return to lists.
    static func letter(of choice: ClozeChoice) -> String {
        switch choice {
        case .retryAll: "r"
        case .retryIncorrect: "i"
        case .next: "n"
        case .finish: "l"
        }
    }

    /// "My words · group 1 of 3 · 3 sentences".
    private func heading(_ practice: ClozePractice) -> String {
        let count = practice.groups[practice.groupIndex].count
        return listName.terminalLine + " · " + tr("group %1$d of %2$d", practice.groupIndex + 1, practice.groups.count) + " · "
            + trn("%d sentence", "%d sentences", count, count)
    }

    private let green = "32", red = "31", cyan = "36"
    private let bold = "1", dim = "2"

    private func paint(_ text: String, _ attributes: String) -> String {
        style == .color ? "\u{1B}[\(attributes)m\(text)\u{1B}[0m" : text
    }
}
