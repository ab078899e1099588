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
struct ClozeScreen {
    var practice: ClozePractice
    let text: ClozeScreenText
    let readAloud: ClozeReadAloud?

    private var selected = 0
    private var status = ""

    static let farewell: StaticString = "\nPractice stopped; the answers submitted are kept.\n"

    init(practice: ClozePractice, text: ClozeScreenText, readAloud: ClozeReadAloud?) {
        self.practice = practice
        self.text = text
        self.readAloud = readAloud
    }

    /// Runs the practice until the learner returns to the lists (true) or leaves (false).
    mutating func run() throws -> Bool {
        try SingleKeyTerminal.withSingleKeys(ctrlCAsKey: true, farewell: Self.farewell) {
            Output.write("\u{1B}[H\u{1B}[2J")
            draw()
            while let bytes = SingleKeyTerminal.readTyped() {
                for key in ClozeKey.parse(bytes) {
                    let goOn = practice.result == nil ? try answer(key) : try choose(key)
                    if !goOn { return practice.isFinished }
                }
                draw()
            }
            return false
        }
    }

    /// Handles a key while the blanks are filled in; false to leave.
    private mutating func answer(_ key: ClozeKey) throws -> Bool {
        let round = practice.round
        status = ""
        switch key {
        case .leave, .character("q"):
            return false
        case .up:
            selected = (selected + round.entries.count - 1) % round.entries.count
        case .down:
            selected = (selected + 1) % round.entries.count
        case .character(let digit) where digit.isNumber:
            let number = digit.wholeNumberValue!
            if (1...round.entries.count).contains(number) {
                selected = number - 1
            } else {
                status = ClozePracticeError.noSuchBlank(number - 1).description
            }
        case .takeBack, .character("x"):
            if let word = round.word(in: selected) {
                try? practice.takeBack(blank: selected)
                status = tr("“%s” is back in the bank.", word.terminalLine)
            } else {
                status = tr("Blank %d is empty.", selected + 1)
            }
        case .character(let letter) where ("a"..."i").contains(letter):
            let word = Int(letter.asciiValue! - Character("a").asciiValue!)
            do {
                try practice.place(word: word, inBlank: selected)
                selected = nextEmptyBlank(after: selected) ?? selected
            } catch {
                status = error.description
            }
        case .enter:
            do {
                let result = try practice.submit()
                status = ""
                draw()
                if let notice = readAloud?.speak(result.items.map(\.entry.sentence)) {
                    status = notice
                }
            } catch let error as ClozePracticeError {
                status = error.description
            }
        case .character:
            break
        }
        return true
    }

    /// Handles a key while a result is shown; false to leave.
    private mutating func choose(_ key: ClozeKey) throws -> Bool {
        let choices = practice.choices
        let choice: ClozeChoice?
        switch key {
        case .leave, .character("q"):
            return false
        case .enter:
            choice = ClozeScreenText.defaultChoice(of: choices)
        case .character(let letter):
            choice = choices.first { ClozeScreenText.letter(of: $0) == String(letter) }
        default:
            choice = nil
        }
        guard let choice else { return true }
        try practice.choose(choice)
        if practice.isFinished { return false }
        selected = 0
        status = ""
        return true
    }

    /// The first empty blank after `blank`, going round; nil when every blank is filled.
    private func nextEmptyBlank(after blank: Int) -> Int? {
        let count = practice.round.entries.count
        return (1...count).map { (blank + $0) % count }.first { practice.round.placements[$0] == nil }
    }

    /// The whole screen, each line cleared to its end, the rest of the screen cleared after it.
    private func draw() {
        let lines = practice.result.map { text.result($0, practice: practice) } ?? text.answering(practice, selected: selected)
        Output.write("\u{1B}[H" + (lines + ["  " + status.terminalLine]).map { $0 + "\u{1B}[K\n" }.joined() + "\u{1B}[J")
    }
}
