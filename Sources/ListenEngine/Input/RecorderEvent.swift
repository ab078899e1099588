/// What a ``Recorder`` reports, on its own thread.
public enum RecorderEvent: Sendable {
    /// Why a take ended.
    public enum Ending: String, Equatable, Sendable {
        /// Speech, then ``SpeechGate/silenceToStop`` seconds of silence.
        case silence
        /// The take reached its longest length.
        case limit
        /// `stop` ended it.
        case stopped
        /// The sound server failed; the event's error says why.
        case failed
    }

    /// The take `take` started.
    case started(take: Int)
    /// A few times a second: how long the take is, its level now (0…1) and whether speech was heard.
    case level(take: Int, duration: Double, level: Double, speechHeard: Bool)
    /// The take ended; `samples` holds all of it (16 kHz mono).
    case ended(take: Int, samples: [Int16], ending: Ending, speechHeard: Bool, error: String?)
}
