import Foundation
import Localization

/// Why a generated-test command could not do what was asked; each description is a sentence for the user.
public enum GeneratedTestError: Error, Equatable, LocalizedError, CustomStringConvertible {
    /// `--topics` named nothing the pool has; `suggestion` is a "Did you mean …?" sentence, if any name is close.
    case unknownTopic(String, suggestion: String?)
    /// `--topics` named a topic whose skill `--skills` leaves out.
    case topicOutsideSkills(String, has: [TestSkill], asked: [TestSkill])
    case noSuchTest(Int64)
    /// `start` on a test that cannot be taken in its state.
    case cannotStart(Int64, GeneratedTestState)
    /// `retry` on a test that did not fail.
    case cannotRetry(Int64, GeneratedTestState)
    /// `results` on a test not submitted yet.
    case notSubmitted(Int64, GeneratedTestState)
    /// `results` without an ID before any test was submitted.
    case noneSubmitted
    case nothingToResume
    /// Another learnctl taking the same test checked this question first.
    case answeredElsewhere
    case unknownSchedule(String)
    case duplicateSchedule(String)

    public var description: String {
        switch self {
        case .unknownTopic(let name, let suggestion):
            [tr("There is no topic called “%s” in your grammar topics, recordings, card groups or cloze lists.", name),
             suggestion ?? tr("Run `learnctl tests generate --dry-run` to see the topics a test would use.")]
                .joined(separator: " ")
        case .topicOutsideSkills(let name, let has, let asked):
            // TRANSLATORS: %2$s and %3$s are skills (grammar, listening, vocabulary, cloze), which stay in English.
            tr("“%1$s” has %2$s questions only, and the test asks for %3$s ones.",
               name, GenerationFailure.skillText(has), GenerationFailure.skillText(asked))
        case .noneSubmitted:
            tr("You have not submitted a generated test yet; `learnctl tests history` shows the scores of every test you took.")
        case .noSuchTest(let id):
            tr("There is no generated test %s. Run `learnctl tests list` to see yours.", String(id))
        case .cannotStart(let id, .submitted):
            tr("Test %1$s is submitted; see its results with `learnctl tests results %1$s`.", String(id))
        case .cannotStart(let id, .failed), .cannotStart(let id, .generating):
            tr("Test %1$s could not be generated; run `learnctl tests retry %1$s` to generate it again.", String(id))
        case .cannotStart(let id, let state):
            // TRANSLATORS: %2$s is a test's state: ready, in progress, submitted …
            tr("Test %1$s is %2$s and cannot be started.", String(id), state.text)
        case .cannotRetry(let id, let state):
            tr("Test %1$s is %2$s; only a failed test can be generated again.", String(id), state.text)
        case .notSubmitted(let id, let state):
            tr("Test %1$s is %2$s; its results are shown once it is submitted.", String(id), state.text)
        case .nothingToResume:
            tr("There is no unfinished test to resume. Start one with `learnctl tests take TOPIC` or `learnctl tests generate`.")
        case .answeredElsewhere:
            tr("This question has just been answered in another learnctl taking the same test; run `learnctl tests resume` to go on from there.")
        case .unknownSchedule(let title):
            tr("There is no scheduled test called “%s”. Run `learnctl tests scheduled` to see them.", title)
        case .duplicateSchedule(let title):
            tr("A scheduled test is already called “%s”; unschedule it first or choose another title.", title)
        }
    }

    public var errorDescription: String? { description }
}
