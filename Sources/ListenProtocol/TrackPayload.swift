/// A recording as the protocol shows it, in `list`, in the status and in events.
public struct TrackPayload: WireObject, Equatable, Sendable {
    /// Where a track's audio comes from.
    public enum SourceKind: String, Codable, Sendable, WireValue {
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
    /// The container ("MP3", "M4A", "WebM" …) and codec ("MP3", "AAC", "Opus" …) of a local
    /// file, in `list`; absent for a URL and for a file that cannot be read.
    public var container: String?
    public var codec: String?
    /// For a recording listend resumes (`library_add` with `resume`): where the listener stopped, in seconds.
    public var resumeAt: Double?
    /// The file's absolute path or the URL, in `list`.
    public var location: String?

    public init(id: String, title: String, level: String?, duration: Double?, source: SourceKind,
                bundled: Bool? = nil, description: String? = nil, transcript: String? = nil,
                container: String? = nil, codec: String? = nil, resumeAt: Double? = nil, location: String? = nil) {
        self.id = id
        self.title = title
        self.level = level
        self.duration = duration
        self.source = source
        self.bundled = bundled
        self.description = description
        self.transcript = transcript
        self.container = container
        self.codec = codec
        self.resumeAt = resumeAt
        self.location = location
    }

    /// What reading starts from; `id`, `title` and `source` are required.
    public static let wireDefaults = TrackPayload(id: "", title: "", level: nil, duration: nil, source: .file)

    /// The optional members are left out when absent, except `duration`: null for a live stream.
    public static let wireFields = WireFields<TrackPayload>([
        .field("id", \.id, .required),
        .field("title", \.title, .required),
        .field("level", \.level, .omittedWhenNull),
        .field("duration", \.duration),
        .field("source", \.source, .required),
        .field("bundled", \.bundled, .omittedWhenNull),
        .field("description", \.description, .omittedWhenNull),
        .field("transcript", \.transcript, .omittedWhenNull),
        .field("container", \.container, .omittedWhenNull),
        .field("codec", \.codec, .omittedWhenNull),
        .field("resume_at", \.resumeAt, .omittedWhenNull),
        .field("location", \.location, .omittedWhenNull),
    ])
}
