import Foundation

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
            "Format error, each entry must include a `;`."
        case .emptySide:
            "Both word and sentence cannot be empty."
        case .wordNotInSentence:
            "The sentence must include the word."
        case .notOneLine:
            "An entry must be one line without tabs or other control characters."
        case .semicolonInWord:
            "The word cannot include a `;`."
        case .duplicateEntry(let word, let sentence, let list):
            "“\(word); \(sentence)” is already in the list “\(list)”."
        case .unknownList(let name, let suggestion):
            ["There is no list named “\(name)”.", suggestion ?? "Run `learnctl cloze lists` to see yours."]
                .joined(separator: " ")
        case .listExists(let name):
            "A list named “\(name)” already exists."
        case .emptyListName:
            "The list name must not be empty."
        case .listNameNotOneLine:
            "The list name must be one line without tabs or other control characters."
        case .defaultListProtected(let name):
            "“\(name)” is your default list and cannot be deleted."
        case .unknownEntry(let id):
            "There is no entry with ID \(id). Run `learnctl cloze show LIST` to see the IDs."
        case .nothingToPractise(let list):
            "“\(list)” has no entries yet; add some with `learnctl cloze add \"word; sentence\" --list \"\(list)\"`."
        }
    }

    public var errorDescription: String? { description }
}
