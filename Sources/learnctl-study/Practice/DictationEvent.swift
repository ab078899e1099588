import LearnCore

/// What a dictation shows (see ``SessionView``).
enum DictationEvent {
    /// A line is about to be typed: which one of the attempt, and its number in the transcript.
    case line(number: Int, total: Int, line: DictationLine)
    /// A line has been checked.
    case result(DictationLineResult)
    /// The attempt is over.
    case summary(DictationSummary)
    /// The learner left before the end, from the recording `title`; the attempt is kept.
    case paused(DictationSession, title: String)
}
