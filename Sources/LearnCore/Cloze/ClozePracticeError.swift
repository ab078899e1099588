import Localization

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
            trn("Fill every blank before submitting: %d blank is still empty.", "Fill every blank before submitting: %d blanks are still empty.", count, count)
        case .noSuchBlank(let blank):
            tr("There is no blank %d.", blank + 1)
        case .noSuchWord(let word):
            tr("There is no word %s in the bank.", ClozeChoice.letter(word))
        case .notInBank(let word):
            tr("“%s” is not in the word bank.", word)
        case .usedUp(let word):
            tr("“%s” is given more often than the word bank holds it.", word)
        case .answerCount(let expected, let given):
            trn("Give %1$d answer, one for each blank, not %2$d.", "Give %1$d answers, one for each blank, not %2$d.", expected, expected, given)
        case .notAnswering:
            tr("The result is shown; choose what comes next.")
        case .notShowingResult:
            tr("Submit the answers first.")
        case .notOffered(let choice):
            tr("“%s” is not offered now.", choice.label)
        }
    }
}
