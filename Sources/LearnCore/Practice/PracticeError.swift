import Foundation

/// Why a listening practice command could not do what was asked; each description is a sentence for the user.
public enum PracticeError: Error, Equatable, LocalizedError, CustomStringConvertible {
    /// No unfinished attempt of this kind at this recording.
    case nothingToResume(kind: PracticeAttempt.Kind, title: String)
    /// The recording has no questions (one of the user's own).
    case noQuestions(title: String)
    /// The recording has no transcript lines to write down.
    case noLines(title: String)
    /// Another learnctl running the same attempt checked this line or question first.
    case checkedElsewhere
    /// No line of the recording has been got wrong in a dictation.
    case noMissedLines(title: String)

    public var description: String {
        switch self {
        case .nothingToResume(.dictation, let title):
            "There is no unfinished dictation of “\(title)” to resume. Start one with `learnctl practice dictation \"\(title)\"`."
        case .nothingToResume(.quiz, let title):
            "There is no unfinished quiz on “\(title)” to resume. Start one with `learnctl practice quiz \"\(title)\"`."
        case .noQuestions(let title):
            "“\(title)” has no comprehension questions (only the bundled recordings have them). "
                + "Try a dictation instead: `learnctl practice dictation \"\(title)\"`."
        case .noLines(let title):
            "“\(title)” has no transcript, so there is nothing to write down; a dictation needs a WebVTT or SubRip transcript."
        case .checkedElsewhere:
            "This has just been checked in another learnctl running the same attempt; resume it to go on from there."
        case .noMissedLines(let title):
            "You have not missed any line of “\(title)” in a dictation yet, so there is nothing to make cards of."
        }
    }

    public var errorDescription: String? { description }
}
