import Foundation
import Localization

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
    /// No line of the recording has a mistake in its latest dictation check.
    case noMissedLines(title: String)
    /// `--mistakes` with no line of the recording to write again.
    case noMistakesToRetry(title: String)
    /// `--marked` with no line of the recording marked.
    case noMarkedLines(title: String)
    /// `--lines` names no line of the recording's `count` lines.
    case noSuchLines(title: String, count: Int)

    public var description: String {
        switch self {
        case .nothingToResume(.dictation, let title):
            tr("There is no unfinished dictation of “%1$s” to resume. Start one with `learnctl practice dictation \"%2$s\"`.", title, title)
        case .nothingToResume(.reading, let title):
            tr("There are no unfinished questions on “%1$s” to resume. Start them with `learnctl articles quiz \"%2$s\"`.", title, title)
        case .nothingToResume(.quiz, let title):
            tr("There is no unfinished quiz on “%1$s” to resume. Start one with `learnctl practice quiz \"%2$s\"`.", title, title)
        case .noQuestions(let title):
            tr("“%1$s” has no comprehension questions. Try a dictation instead: `learnctl practice dictation \"%2$s\"`.", title, title)
        case .noLines(let title):
            tr("“%s” has no transcript, so there is nothing to write down; a dictation needs a WebVTT or SubRip transcript.", title)
        case .checkedElsewhere:
            tr("This has just been checked in another learnctl running the same attempt; resume it to go on from there.")
        case .noMissedLines(let title):
            tr("No line of “%s” has a mistake in your latest dictation of it, so there is nothing to make cards of.", title)
        case .noMistakesToRetry(let title):
            tr("No line of “%1$s” has a mistake in your latest dictation of it; write the whole recording with `learnctl practice dictation \"%2$s\"`.", title, title)
        case .noMarkedLines(let title):
            tr("No line of “%s” is marked. Mark lines with `m` in the player screen (or Ctrl-T in dictation) while it plays.", title)
        case .noSuchLines(let title, let count):
            trn("“%1$s” has no line with those numbers; its transcript has %2$d line.",
                "“%1$s” has no line with those numbers; its transcript has %2$d lines.", count, title, count)
        }
    }

    public var errorDescription: String? { description }
}
