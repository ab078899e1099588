import Foundation
import Localization

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
            [tr("There is no group named \"%s\".", name), suggestion ?? tr("Run `learnctl cards groups` to see yours.")]
                .joined(separator: " ")
        case .groupExists(let name):
            tr("A group named \"%s\" already exists.", name)
        case .groupNotEmpty(let name, let cards):
            trn("The group \"%s\" still has %d card; add --force to delete it with its cards.",
                "The group \"%s\" still has %d cards; add --force to delete it with its cards.", cards, name, cards)
        case .unknownCard(let id):
            tr("There is no card with ID %s. Run `learnctl cards list` to see yours.", String(id))
        case .duplicateWord(let word, let group):
            tr("\"%s\" is already in the group \"%s\".", word, group)
        case .empty(let field):
            switch field {
            case "word": tr("The word must not be empty.")
            case "translation": tr("The translation must not be empty.")
            case "transcription": tr("The transcription must not be empty.")
            case "group": tr("The group must not be empty.")
            case "group name": tr("The group name must not be empty.")
            default: tr("The %s must not be empty.", field)
            }
        case .notOneLine(let field):
            switch field {
            case "word": tr("The word must be a single line without tabs or other control characters.")
            case "translation": tr("The translation must be a single line without tabs or other control characters.")
            case "transcription": tr("The transcription must be a single line without tabs or other control characters.")
            case "group": tr("The group must be a single line without tabs or other control characters.")
            case "group name": tr("The group name must be a single line without tabs or other control characters.")
            default: tr("The %s must be a single line without tabs or other control characters.", field)
            }
        }
    }

    public var errorDescription: String? { description }
}
