/// One utterance of `say`: in the status while it is spoken (`speech`), and in `speaking` events.
public struct SpeechPayload: Codable, Equatable, Sendable {
    /// Why an utterance ended.
    public enum Ending: String, Codable, Sendable, CaseIterable {
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

    /// Every member is present; null where there is nothing to say.
    public func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(utterance, forKey: .utterance)
        try container.encode(speaking, forKey: .speaking)
        try container.encode(text, forKey: .text)
        try container.encode(voice, forKey: .voice)
        try container.encode(rate, forKey: .rate)
        try container.encode(duration.map { ($0 * 1000).rounded() / 1000 }, forKey: .duration)
        try container.encode(ended, forKey: .ended)
        try container.encode(error, forKey: .error)
    }
}
