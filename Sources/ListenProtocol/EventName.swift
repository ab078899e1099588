/// The events pushed to subscribers.
public enum EventName: String, Codable, Sendable, CaseIterable {
    /// The position, at the subscription's interval while playing.
    case tick
    /// The state changed.
    case state
    /// A new track was selected and loaded.
    case track
    /// A seek was carried out; the status holds the new position.
    case seeked
    /// Something failed; the status's `error` says what.
    case error
    /// The transcript cue being heard changed (the status's `line`, null between cues).
    case line
    /// The word being heard changed within a line that has word times (the status's `word`);
    /// a change of line is a `line` event, which carries the word too.
    case word
    /// The chapter being heard changed (the status's `chapter`).
    case chapter
    /// An utterance of `say` started or ended (the status's `speech`).
    case speaking
    /// A take of `record` started or ended, or its level changed (a few times a second while
    /// recording); the status's `recording`.
    case recording
}
