/// A question card of `learnctl tests take --json`, with the answer learned from its result card.
struct ProbedQuestion {
    let id: String
    let level: String
    let prompt: String
    let options: [String]
    let explanation: String
    /// The correct option's number, from 1.
    let correctOption: Int

    /// The number of an option that is wrong.
    var wrongOption: Int { correctOption == 1 ? 2 : 1 }

    func option(_ number: Int) -> String { options[number - 1] }

    /// The question card as `learnctl tests take` prints it without a terminal.
    func card(title: String, number: Int, of total: Int) -> String {
        "\n\(title) · question \(number) of \(total) · \(level)\n\(prompt)\n"
            + options.enumerated().map { "  \($0.offset + 1)) \($0.element)\n" }.joined()
    }
}

extension String {
    /// The text with a full stop after it, unless it already ends a sentence (as the result card writes an answer).
    var asSentence: String {
        last.map { ".!?".contains($0) } == true ? self : self + "."
    }
}
