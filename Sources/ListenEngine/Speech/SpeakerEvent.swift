/// What a ``Speaker`` reports, on its own thread.
public enum SpeakerEvent: Equatable, Sendable {
    /// Why an utterance ended.
    public enum Ending: String, Equatable, Sendable {
        /// It was heard to its end.
        case finished
        /// Another utterance took its place.
        case replaced
        /// Speaking was stopped.
        case stopped
        /// Synthesis or playback failed; the event's error says why.
        case failed
    }

    /// The utterance is synthesised and starts to be heard; it lasts `duration` seconds.
    case started(Utterance, duration: Double)
    /// The utterance ended (or never started, when replaced or failed first).
    case ended(Utterance, Ending, error: String?)
}
