import Foundation

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
    case nothingToResume
    /// Another learnctl taking the same test checked this question first.
    case answeredElsewhere
    case unknownSchedule(String)
    case duplicateSchedule(String)

    public var description: String {
        switch self {
        case .unknownTopic(let name, let suggestion):
            ["There is no topic called “\(name)” in your grammar topics, recordings, card groups or cloze lists.",
             suggestion ?? "Run `learnctl tests generate --dry-run` to see the topics a test would use."]
                .joined(separator: " ")
        case .topicOutsideSkills(let name, let has, let asked):
            "“\(name)” has \(GenerationFailure.skillText(has)) questions only, and the test asks for "
                + "\(GenerationFailure.skillText(asked)) ones."
        case .noSuchTest(let id):
            "There is no generated test \(id). Run `learnctl tests list` to see yours."
        case .cannotStart(let id, .submitted):
            "Test \(id) is submitted; see its results with `learnctl tests results \(id)`."
        case .cannotStart(let id, .failed), .cannotStart(let id, .generating):
            "Test \(id) could not be generated; run `learnctl tests retry \(id)` to generate it again."
        case .cannotStart(let id, let state):
            "Test \(id) is \(state.text) and cannot be started."
        case .cannotRetry(let id, let state):
            "Test \(id) is \(state.text); only a failed test can be generated again."
        case .notSubmitted(let id, let state):
            "Test \(id) is \(state.text); its results are shown once it is submitted."
        case .nothingToResume:
            "There is no unfinished test to resume. Start one with `learnctl tests take TOPIC` or "
                + "`learnctl tests generate`."
        case .answeredElsewhere:
            "This question has just been answered in another learnctl taking the same test; "
                + "run `learnctl tests resume` to go on from there."
        case .unknownSchedule(let title):
            "There is no scheduled test called “\(title)”. Run `learnctl tests scheduled` to see them."
        case .duplicateSchedule(let title):
            "A scheduled test is already called “\(title)”; unschedule it first or choose another title."
        }
    }

    public var errorDescription: String? { description }
}
