/// A subtitle track of the selected recording, in the `transcript` reply, so that a learner can
/// choose one (`play … subtitle_track`).
public struct SubtitleTrackPayload: Codable, Equatable, Sendable {
    /// 1-based among the file's subtitle tracks: what `subtitle_track` takes.
    public var index: Int
    /// The track's language tag (`eng`, `spa`), or null.
    public var language: String?
    /// FFmpeg's codec name: `subrip`, `ass`, `webvtt`, `mov_text`, `hdmv_pgs_subtitle`…
    public var codec: String
    /// The track's title, or null.
    public var title: String?
    /// Whether the file flags it as the default track.
    public var isDefault: Bool
    /// Whether it is text that can be the transcript (false for bitmap tracks: PGS, DVD).
    public var text: Bool
    /// Whether it is the transcript now.
    public var selected: Bool

    public init(index: Int, language: String?, codec: String, title: String?, isDefault: Bool, text: Bool, selected: Bool) {
        self.index = index
        self.language = language
        self.codec = codec
        self.title = title
        self.isDefault = isDefault
        self.text = text
        self.selected = selected
    }

    enum CodingKeys: String, CodingKey {
        case index, language, codec, title, isDefault = "default", text, selected
    }

    public func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(index, forKey: .index)
        try container.encode(language, forKey: .language)
        try container.encode(codec, forKey: .codec)
        try container.encode(title, forKey: .title)
        try container.encode(isDefault, forKey: .isDefault)
        try container.encode(text, forKey: .text)
        try container.encode(selected, forKey: .selected)
    }
}
