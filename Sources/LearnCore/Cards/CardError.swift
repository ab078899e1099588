import Foundation

/// Why a flash card operation was refused; each description is a sentence for the user.
public enum CardError: Error, Equatable, LocalizedError, CustomStringConvertible {
    /// No group of that name; `suggestion` is a "Did you mean …?" sentence when a name is close.
    case unknownGroup(String, suggestion: String?)
    case groupExists(String)
    /// The group still has cards and `--force` was not given.
    case groupNotEmpty(String, cards: Int)
    case unknownCard(Int64)
    /// The word is already in the group (compared without regard to case).
    case duplicateWord(String, group: String)
    /// A required text (word, translation, group name) is empty.
    case empty(field: String)
    /// A text holds a tab, a line break or another control character.
    case notOneLine(field: String)

    public var description: String {
        switch self {
        case .unknownGroup(let name, let suggestion):
            ["There is no group named \"\(name)\".", suggestion ?? "Run `learnctl cards groups` to see yours."]
                .joined(separator: " ")
        case .groupExists(let name):
            "A group named \"\(name)\" already exists."
        case .groupNotEmpty(let name, let cards):
            "The group \"\(name)\" still has \(cards) card\(cards == 1 ? "" : "s"); "
                + "add --force to delete it with its cards."
        case .unknownCard(let id):
            "There is no card with ID \(id). Run `learnctl cards list` to see yours."
        case .duplicateWord(let word, let group):
            "\"\(word)\" is already in the group \"\(group)\"."
        case .empty(let field):
            "The \(field) must not be empty."
        case .notOneLine(let field):
            "The \(field) must be a single line without tabs or other control characters."
        }
    }

    public var errorDescription: String? { description }
}
