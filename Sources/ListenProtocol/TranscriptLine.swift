/// One cue of a recording's transcript: in the `transcript` reply, and as the status's `line`.
public struct TranscriptLine: Codable, Equatable, Sendable {
    /// 1-based, in the order the cues are heard.
    public var index: Int
    /// Seconds into the recording.
    public var start: Double
    public var end: Double
    /// The cue's words, markup removed, lines joined by a newline, without control characters.
    public var text: String
    /// Who speaks (from WebVTT's `<v Name>`), or null.
    public var speaker: String?

    public init(index: Int, start: Double, end: Double, text: String, speaker: String? = nil) {
        self.index = index
        self.start = start
        self.end = end
        self.text = text
        self.speaker = speaker
    }

    /// Whether the cue is heard at `position`: from its start, up to (not including) its end.
    public func contains(_ position: Double) -> Bool {
        start <= position && position < end
    }

    enum CodingKeys: String, CodingKey {
        case index, start, end, text, speaker
    }

    /// Times to the millisecond; `speaker` is always present (null when unknown).
    public func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(index, forKey: .index)
        try container.encode((start * 1000).rounded() / 1000, forKey: .start)
        try container.encode((end * 1000).rounded() / 1000, forKey: .end)
        try container.encode(text, forKey: .text)
        try container.encode(speaker, forKey: .speaker)
    }
}
