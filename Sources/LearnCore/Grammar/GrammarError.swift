import Foundation
import Localization

/// Why a grammar test command could not do what was asked; each description is a sentence for the user.
public enum GrammarError: Error, Equatable, LocalizedError, CustomStringConvertible {
    /// No topic has this name or slug; `suggestion` is a "Did you mean …?" sentence, if any name is close.
    case unknownTopic(String, suggestion: String?)
    case nothingToResume
    /// Another learnctl running the same attempt checked this question first.
    case answeredElsewhere
    /// `LEARNCTL_SEED` is not a whole number.
    case invalidSeed(String)
    /// `tests remove` named a bundled topic.
    case notImported(String)
    /// `tests remove` named no imported topic; `suggestion` is a "Did you mean …?" sentence, if any name is close.
    case unknownImportedTopic(String, suggestion: String?)
    /// `tests take --level` asked for a level the topic has no question at or below.
    case noQuestionsAtLevel(topic: String, level: CEFRLevel, lowest: CEFRLevel?)
    /// An imported file has no question the Test screen can ask.
    case nothingToAsk

    public var description: String {
        switch self {
        case .unknownTopic(let name, let suggestion):
            [tr("There is no grammar topic called “%s”.", name), suggestion ?? tr("Run `learnctl tests topics` to see them all.")]
                .joined(separator: " ")
        case .nothingToResume:
            tr("There is no unfinished test to resume. Start one with `learnctl tests take TOPIC`.")
        case .answeredElsewhere:
            tr("This question has just been answered in another learnctl running the same test; run `learnctl tests resume` to go on from there.")
        case .invalidSeed(let value):
            tr("%s must be a whole number, not “%s”.", ShuffleSeed.environmentVariable, value)
        case .notImported(let name):
            tr("“%s” is a bundled topic; only topics you imported can be removed.", name)
        case .unknownImportedTopic(let name, let suggestion):
            [tr("You have not imported a grammar topic called “%s”.", name),
             suggestion ?? tr("`learnctl tests topics` marks your imported topics.")].joined(separator: " ")
        case .noQuestionsAtLevel(let topic, let level, let lowest):
            [tr("“%1$s” has no question at level %2$s or below.", topic, level.rawValue),
             lowest.map { tr("Its easiest questions are %s.", $0.rawValue) } ?? ""].joined(separator: " ")
                .trimmingCharacters(in: .whitespaces)
        case .nothingToAsk:
            tr("The file has no question that learnctl can ask: only multiple-choice questions with one right answer and true/false questions are imported.")
        }
    }

    public var errorDescription: String? { description }
}
