import LearnCore

/// What a speaking session practises: a recording's lines (shadowing) or a topic's sentences,
/// and how their original and the learner's takes are heard.
protocol SpeakingSource {
    var kind: SpeakingKind { get }
    /// What the history keeps as the source: the recording's or the topic's id.
    var id: String { get }
    var title: String { get }
    /// Whether each item's original is heard before the learner speaks (shadowing).
    var playsOriginalFirst: Bool { get }
    /// Plays the item's original: the line from the recording, or the sentence read aloud.
    func playOriginal(_ item: SpeakingItem) throws
    /// Plays a take the learner recorded.
    func playTake(_ path: String) throws
    /// Puts the player back as the session found it.
    func restore()
}
