/// How the `learnctl player` screen shows the transcript; `t` goes from one to the next.
enum TranscriptDisplay: Equatable, Sendable {
    /// The line heard now, its word heard underlined when it has word times, and the one before
    /// it dimmed.
    case shown
    /// No words at all: only the number of the line heard now.
    case hidden
    /// Primed listening: a line's words appear once its end has been heard, when the player
    /// has moved on to another line or to the silence after it; a line with word times shows
    /// each word once it has been heard, the words to come as underscores.
    case primed

    /// The mode `t` switches to.
    var next: TranscriptDisplay {
        switch self {
        case .shown: .hidden
        case .hidden: .primed
        case .primed: .shown
        }
    }
}
