import LearnCore

extension TestAction {
    /// What a key does on the Test screen's cards: a digit chooses that option, Enter checks (or,
    /// on a result card, continues), s submits when the session can be handed in early, and q,
    /// Ctrl-C or Ctrl-D (the end of input) quits; nil for any other key.
    init?(key: Key, showingResult: Bool, canSubmit: Bool) {
        switch key {
        case .interrupt, .endOfInput, .character("q"), .character("Q"): self = .quit
        case .enter: self = showingResult ? .next : .check
        case .character(let digit) where ("1"..."9").contains(digit):
            guard let number = digit.wholeNumberValue else { return nil }
            self = .choose(number)
        case .character("s") where canSubmit, .character("S") where canSubmit: self = .submit(confirmed: false)
        default: return nil
        }
    }
}
