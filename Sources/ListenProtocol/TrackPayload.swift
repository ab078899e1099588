/// A recording as the protocol shows it, in `list`, in the status and in events.
public struct TrackPayload: Codable, Equatable, Sendable {
    /// Where a track's audio comes from.
    public enum SourceKind: String, Codable, Sendable {
        case file, url
    }

    public var id: String
    public var title: String
    /// CEFR level (A1–C2), when known.
    public var level: String?
    /// Seconds; 0 when not yet known; null for a live stream (which has no end).
    public var duration: Double?
    public var source: SourceKind
    /// True for recordings that ship with listend, false for the user's own library and ad-hoc files.
    public var bundled: Bool?
    public var description: String?
    /// Path of the WebVTT transcript, when there is one.
    public var transcript: String?

    public init(id: String, title: String, level: String?, duration: Double?, source: SourceKind,
                bundled: Bool? = nil, description: String? = nil, transcript: String? = nil) {
        self.id = id
        self.title = title
        self.level = level
        self.duration = duration
        self.source = source
        self.bundled = bundled
        self.description = description
        self.transcript = transcript
    }

    enum CodingKeys: String, CodingKey {
        case id, title, level, duration, source, bundled, description, transcript
    }

    /// Like the synthesised encoding (absent optionals are left out), except that `duration`
    /// is always present: null for a live stream.
    public func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(id, forKey: .id)
        try container.encode(title, forKey: .title)
        try container.encodeIfPresent(level, forKey: .level)
        try container.encode(duration, forKey: .duration)
        try container.encode(source, forKey: .source)
        try container.encodeIfPresent(bundled, forKey: .bundled)
        try container.encodeIfPresent(description, forKey: .description)
        try container.encodeIfPresent(transcript, forKey: .transcript)
    }
}
