/// The `transcript` reply: every cue of the loaded recording (empty without a transcript), where
/// they come from, and the recording's subtitle tracks.
public struct TranscriptPayload: Codable, Equatable, Sendable {
    public var lines: [TranscriptLine]
    /// Where the transcript was read: a file's path, or `track N (lang)` for a subtitle track
    /// inside the recording; null without one.
    public var source: String?
    /// The subtitle tracks inside the recording (a local video or audio container); empty for other files.
    public var subtitleTracks: [SubtitleTrackPayload]
    /// What was skipped while reading the transcript, one sentence each naming the line of the
    /// file (a cue whose timing cannot be read, text that is not UTF-8); empty when nothing was.
    public var problems: [String]

    public init(lines: [TranscriptLine], source: String? = nil, subtitleTracks: [SubtitleTrackPayload] = [], problems: [String] = []) {
        self.lines = lines
        self.source = source
        self.subtitleTracks = subtitleTracks
        self.problems = problems
    }

    enum CodingKeys: String, CodingKey {
        case lines, source, problems, subtitleTracks = "subtitle_tracks"
    }

    public init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        lines = try container.decode([TranscriptLine].self, forKey: .lines)
        source = try container.decodeIfPresent(String.self, forKey: .source)
        subtitleTracks = try container.decodeIfPresent([SubtitleTrackPayload].self, forKey: .subtitleTracks) ?? []
        problems = try container.decodeIfPresent([String].self, forKey: .problems) ?? []
    }

    public func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(lines, forKey: .lines)
        try container.encode(source, forKey: .source)
        try container.encode(subtitleTracks, forKey: .subtitleTracks)
        try container.encode(problems, forKey: .problems)
    }
}
