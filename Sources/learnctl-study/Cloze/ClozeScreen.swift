import LearnCore
import ListenClient
import Localization

/// The practice on a terminal, with single keys — the terminal's drag and drop: choose a blank
/// (↑/↓ or its number), then a word of the bank (its letter) to put in it. A word put in
/// another blank moves there, and one put in a full blank sends the word there back to the
/// bank; x, Backspace or Delete takes the chosen blank's word back. Enter submits once every
/// blank is filled. After a result: Enter for the main choice (Retry incorrect only with
/// mistakes, else Next group or Return to lists), r, i, n or l for each choice. q, Esc or
/// Ctrl-C leaves; every answer submitted is kept.
struct ClozeScreen: Screen {
    /// What the keys ask for beyond the round on screen.
    enum Effect: Equatable {
        /// Hand the round in (the answers are kept at once).
        case submit
        /// Read the sentences of a result aloud.
        case readAloud([String])
    }

    var practice: ClozePractice
    let text: ClozeScreenText
    /// The chosen blank.
    private(set) var selected = 0
    /// The line under the round: what the last key did, or why it could not.
    var status = ""

    static var farewell: String { "\n" + tr("Practice stopped; the answers submitted are kept.") + "\n" }

    init(practice: ClozePractice, text: ClozeScreenText) {
        self.practice = practice
        self.text = text
    }

    mutating func update(_ key: Key) -> ScreenStep<Effect> {
        if key == .escape || key == .interrupt || key == .endOfInput || key.isLetter("q") { return .leave }
        return practice.result == nil ? answer(key) : choose(key)
    }

    func view(_ size: TerminalSize) -> [String] {
        let lines = practice.result.map { text.result($0, practice: practice) } ?? text.answering(practice, selected: selected)
        return lines + ["  " + status.terminalLine]
    }

    /// A key while the blanks are filled in.
    private mutating func answer(_ key: Key) -> ScreenStep<Effect> {
        let round = practice.round
        status = ""
        switch key {
        case .up:
            selected = (selected + round.entries.count - 1) % round.entries.count
        case .down:
            selected = (selected + 1) % round.entries.count
        case .backspace, .control("H"), .delete, .character("x"), .character("X"):
            if let word = round.word(in: selected) {
                try? practice.takeBack(blank: selected)
                status = tr("“%s” is back in the bank.", word.terminalLine)
            } else {
                status = tr("Blank %d is empty.", selected + 1)
            }
        case .enter:
            return .perform(.submit)
        case .character(let typed):
            if let number = typed.wholeNumberValue {
                choose(blank: number)
            } else if let letter = key.lowercased, ("a"..."i").contains(letter) {
                place(word: Int(letter.asciiValue! - Character("a").asciiValue!))
            }
        default:
            break
        }
        return .stay
    }

    /// Digit `number` chooses blank `number`.
    private mutating func choose(blank number: Int) {
        if (1...practice.round.entries.count).contains(number) {
            selected = number - 1
        } else {
            status = ClozePracticeError.noSuchBlank(number - 1).description
        }
    }

    /// Puts word `word` of the bank in the chosen blank, then chooses the next empty one.
    private mutating func place(word: Int) {
        do {
            try practice.place(word: word, inBlank: selected)
            selected = nextEmptyBlank(after: selected) ?? selected
        } catch {
            status = error.description
        }
    }

    /// A key while a result is shown: a choice, by its letter or Enter for the main one.
    private mutating func choose(_ key: Key) -> ScreenStep<Effect> {
        let choices = practice.choices
        let choice: ClozeChoice? = switch key {
        case .enter: ClozeScreenText.defaultChoice(of: choices)
        case .character: choices.first { ClozeScreenText.letter(of: $0) == key.lowercased.map(String.init) }
        default: nil
        }
        guard let choice else { return .stay }
        do {
            try practice.choose(choice)
        } catch {
            status = error.description
            return .stay
        }
        if practice.isFinished { return .leave }
        selected = 0
        status = ""
        return .stay
    }

    /// The first empty blank after `blank`, going round; nil when every blank is filled.
    private func nextEmptyBlank(after blank: Int) -> Int? {
        let count = practice.round.entries.count
        return (1...count).map { (blank + $0) % count }.first { practice.round.placements[$0] == nil }
    }
}
