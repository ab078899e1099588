import Foundation
import Localization

/// Why a cloze operation was refused; each description is a sentence for the user.
public enum ClozeError: Error, Equatable, LocalizedError, CustomStringConvertible {
    /// An entry without the `;` between word and sentence.
    case missingSemicolon
    /// The word or the sentence is empty (after trimming).
    case emptySide
    /// The sentence does not hold the word as a whole word.
    case wordNotInSentence
    /// The word or the sentence holds a tab, a line break or another control character.
    case notOneLine
    /// A word given on its own (`cloze edit --word`) holds a `;`, which would split its line.
    case semicolonInWord
    /// The same word and sentence (whatever their case) are already in the list.
    case duplicateEntry(word: String, sentence: String, list: String)
    /// No list of that name; `suggestion` is a "Did you mean …?" sentence when a name is close.
    case unknownList(String, suggestion: String?)
    case listExists(String)
    case emptyListName
    case listNameNotOneLine
    /// The default list cannot be deleted.
    case defaultListProtected(String)
    case unknownEntry(Int64)
    /// A list without entries cannot be practised.
    case nothingToPractise(list: String)

    public var description: String {
        switch self {
        case .missingSemicolon:
            tr("Format error, each entry must include a `;`.")
        case .emptySide:
            tr("Both word and sentence cannot be empty.")
        case .wordNotInSentence:
            tr("The sentence must include the word.")
        case .notOneLine:
            tr("An entry must be one line without tabs or other control characters.")
        case .semicolonInWord:
            tr("The word cannot include a `;`.")
        case .duplicateEntry(let word, let sentence, let list):
            // TRANSLATORS: %1$s is the word, %2$s the sentence, %3$s the list's name.
            tr("“%1$s; %2$s” is already in the list “%3$s”.", word, sentence, list)
        case .unknownList(let name, let suggestion):
            [tr("There is no list named “%s”.", name), suggestion ?? tr("Run `learnctl cloze lists` to see yours.")]
                .joined(separator: " ")
        case .listExists(let name):
            tr("A list named “%s” already exists.", name)
        case .emptyListName:
            tr("The list name must not be empty.")
        case .listNameNotOneLine:
            tr("The list name must be one line without tabs or other control characters.")
        case .defaultListProtected(let name):
            tr("“%s” is your default list and cannot be deleted.", name)
        case .unknownEntry(let id):
            tr("There is no entry with ID %s. Run `learnctl cloze show LIST` to see the IDs.", String(id))
        case .nothingToPractise(let list):
            // TRANSLATORS: keep the command in backticks as it is; %1$s and %2$s are both the list's name.
            tr("“%1$s” has no entries yet; add some with `learnctl cloze add \"word; sentence\" --list \"%2$s\"`.", list, list)
        }
    }

    public var errorDescription: String? { description }
}
