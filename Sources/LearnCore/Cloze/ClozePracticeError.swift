/// Why a step of a practice was refused; the practice goes on. Each description is a sentence for the user.
public enum ClozePracticeError: Error, Equatable, CustomStringConvertible {
    /// Submit with blanks that hold no word.
    case emptyBlanks(Int)
    /// A blank number out of range (0-based).
    case noSuchBlank(Int)
    /// A bank index out of range (0-based).
    case noSuchWord(Int)
    /// An answer that is not a word of the bank.
    case notInBank(String)
    /// An answer given more often than the bank holds it.
    case usedUp(String)
    /// Not one answer for each blank.
    case answerCount(expected: Int, given: Int)
    /// Answers while a result is shown, or a choice while the blanks are being filled.
    case notAnswering
    case notShowingResult
    /// A choice the result does not offer.
    case notOffered(ClozeChoice)

    public var description: String {
        switch self {
        case .emptyBlanks(let count):
            "Fill every blank before submitting: \(count == 1 ? "1 blank is" : "\(count) blanks are") still empty."
        case .noSuchBlank(let blank):
            "There is no blank \(blank + 1)."
        case .noSuchWord(let word):
            "There is no word \(ClozeChoice.letter(word)) in the bank."
        case .notInBank(let word):
            "“\(word)” is not in the word bank."
        case .usedUp(let word):
            "“\(word)” is given more often than the word bank holds it."
        case .answerCount(let expected, let given):
            "Give \(expected) answer\(expected == 1 ? "" : "s"), one for each blank, not \(given)."
        case .notAnswering:
            "The result is shown; choose what comes next."
        case .notShowingResult:
            "Submit the answers first."
        case .notOffered(let choice):
            "“\(choice.label)” is not offered now."
        }
    }
}
