import LearnCore

extension WordVerdict {
    /// The verdict with its words made safe to show on a terminal (see ``TerminalText``).
    var terminalSafe: WordVerdict {
        switch self {
        case .correct(let expected, let typed): .correct(expected: expected.terminalLine, typed: typed.terminalLine)
        case .slip(let expected, let typed): .slip(expected: expected.terminalLine, typed: typed.terminalLine)
        case .wrong(let expected, let typed): .wrong(expected: expected.terminalLine, typed: typed.terminalLine)
        case .missing(let expected): .missing(expected: expected.terminalLine)
        case .extra(let typed): .extra(typed: typed.terminalLine)
        }
    }
}
