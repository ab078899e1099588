/// One utterance of `say`: in the status while it is spoken (`speech`), and in `speaking` events.
public struct SpeechPayload: WireObject, Equatable, Sendable {
    /// Why an utterance ended.
    public enum Ending: String, Codable, Sendable, CaseIterable, WireValue {
        /// It was heard to its end.
        case finished
        /// A newer `say` took its place.
        case replaced
        /// `say` with empty text stopped it.
        case stopped
        /// It could not be synthesised or played; `error` says why.
        case failed
    }

    /// The utterance's number, counted from 1 since the daemon started; a `say` reply names it.
    public var utterance: Int
    /// True from the `say` until it ends.
    public var speaking: Bool
    public var text: String
    public var voice: String
    /// Words per minute.
    public var rate: Int
    /// Seconds of speech; null until synthesised.
    public var duration: Double?
    /// How it ended; null while speaking.
    public var ended: Ending?
    /// Why it failed; null otherwise.
    public var error: String?

    public init(utterance: Int, speaking: Bool, text: String, voice: String, rate: Int,
                duration: Double? = nil, ended: Ending? = nil, error: String? = nil) {
        self.utterance = utterance
        self.speaking = speaking
        self.text = text
        self.voice = voice
        self.rate = rate
        self.duration = duration
        self.ended = ended
        self.error = error
    }

    /// What reading starts from; `duration`, `ended` and `error` may be absent.
    public static let wireDefaults = SpeechPayload(utterance: 0, speaking: false, text: "", voice: "", rate: 0)

    /// Every member is present; null where there is nothing to say.
    public static let wireFields = WireFields<SpeechPayload>([
        .field("utterance", \.utterance, .required),
        .field("speaking", \.speaking, .required),
        .field("text", \.text, .required),
        .field("voice", \.voice, .required),
        .field("rate", \.rate, .required),
        .milliseconds("duration", \.duration),
        .field("ended", \.ended),
        .field("error", \.error),
    ])
}
