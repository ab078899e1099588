/// One take of `record`: in the status (the take in progress, else the last one), and in
/// `recording` events while it is made and when it ends.
public struct RecordingPayload: WireObject, Equatable, Sendable {
    /// Why a take ended.
    public enum Ending: String, Codable, Sendable, CaseIterable, WireValue {
        /// Speech was heard and then 1.5 s of silence.
        case silence
        /// The take reached its `max_s`.
        case limit
        /// `record_stop` (or a newer `record`) ended it.
        case stopped
        /// The sound server failed while recording, or the file could not be written; `error` says why.
        case failed
    }

    /// The take's number, counted from 1 since the daemon started; a `record` reply names it.
    public var take: Int
    /// True from the `record` until the take ends.
    public var recording: Bool
    /// The WAV file (16 kHz mono) the take is written to when it ends.
    public var path: String
    /// Seconds recorded so far (the whole take once it ended).
    public var duration: Double
    /// The loudness of the last fraction of a second, 0 (silence) to 1 (full scale), on a
    /// decibel scale from -60 dBFS, for a level meter.
    public var level: Double
    /// Whether speech has been heard in the take.
    public var speechHeard: Bool
    /// The `max_s` of the take.
    public var limit: Double
    /// How it ended; null while recording.
    public var ended: Ending?
    /// Why it failed; null otherwise.
    public var error: String?

    public init(take: Int, recording: Bool, path: String, duration: Double = 0, level: Double = 0, speechHeard: Bool = false,
                limit: Double, ended: Ending? = nil, error: String? = nil) {
        self.take = take
        self.recording = recording
        self.path = path
        self.duration = duration
        self.level = level
        self.speechHeard = speechHeard
        self.limit = limit
        self.ended = ended
        self.error = error
    }

    /// What reading starts from; `speech_heard` (added later), `ended` and `error` may be absent.
    public static let wireDefaults = RecordingPayload(take: 0, recording: false, path: "", limit: 0)

    /// Every member is present; null where there is nothing to say.
    public static let wireFields = WireFields<RecordingPayload>([
        .field("take", \.take, .required),
        .field("recording", \.recording, .required),
        .field("path", \.path, .required),
        .milliseconds("duration", \.duration, .required),
        .milliseconds("level", \.level, .required),
        .field("speech_heard", \.speechHeard),
        .field("limit", \.limit, .required),
        .field("ended", \.ended),
        .field("error", \.error),
    ])
}
