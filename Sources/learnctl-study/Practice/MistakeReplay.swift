import LearnCore
import ListenProtocol
import Localization

/// What `w` plays after a check: the line from the start of the first word the learner got
/// wrong (a slip, wrong or missing), or the whole line when that word cannot be found, and why.
enum MistakeReplay: Equatable {
    /// From this many seconds into the recording to the line's end.
    case from(Double)
    /// The whole line.
    case wholeLine(Reason)

    /// Why the whole line is played.
    enum Reason: Equatable {
        /// Every word of the line was right.
        case noMistake
        /// The transcript gives no word times for the line.
        case noWordTimes
        /// The word times are not for the line's words as written.
        case unmatched
    }

    /// Where to play `result` from, its line's timed words being `words`.
    static func of(_ result: DictationLineResult, words: [TranscriptWord]?) -> MistakeReplay {
        switch DictationScorer.firstMistake(result.verdicts, in: result.reference, timedWords: words?.map(\.text) ?? []) {
        case .none: .wholeLine(.noMistake)
        case .word(let index): words.map { .from($0[index].start) } ?? .wholeLine(.noWordTimes)
        case .unmatched: words?.isEmpty == false ? .wholeLine(.unmatched) : .wholeLine(.noWordTimes)
        }
    }

    /// The start of the first word wrong, when it is known.
    var start: Double? {
        if case .from(let start) = self { start } else { nil }
    }

    /// What the learner is told when the whole line is played instead.
    var explanation: String? {
        switch self {
        case .from: nil
        case .wholeLine(.noMistake): tr("No word was wrong: playing the whole line.")
        case .wholeLine(.noWordTimes): tr("The transcript has no word times for this line: playing the whole line.")
        case .wholeLine(.unmatched): tr("The transcript's word times do not match the line's words: playing the whole line.")
        }
    }
}
