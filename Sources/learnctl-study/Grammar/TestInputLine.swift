import LearnCore

/// The input lines the Test screen understands when standard input is not a terminal.
enum TestInputLine {
    /// What the line asks for, given whether the result card is showing; nil when it means nothing.
    ///
    /// A bare number chooses that option and checks it (continuing first from a result card);
    /// `choose N`, `check`, `continue` and `quit` are the single steps, and an empty line is
    /// Enter: Check on a question card, Continue on a result card.
    static func actions(for line: String, showingResult: Bool) -> [TestAction]? {
        let words = line.lowercased().split(whereSeparator: \.isWhitespace)
        switch (words.first, words.count) {
        case (nil, _):
            return [showingResult ? .next : .check]
        case (let word?, 1) where Int(word) != nil:
            let answer: [TestAction] = [.choose(Int(word)!), .check]
            return showingResult ? [.next] + answer : answer
        case ("choose", 2):
            return Int(words[1]).map { [.choose($0)] }
        case ("check", 1):
            return [.check]
        case ("continue", 1), ("next", 1):
            return [.next]
        case ("quit", 1), ("q", 1):
            return [.quit]
        default:
            return nil
        }
    }
}
