/// A text subtitle track inside a media file (Matroska, MP4, WebM), as a reader lists it.
public struct SubtitleTrack: Equatable, Sendable {
    /// 1-based, counting only the file's subtitle tracks (bitmap ones included), in stream order.
    public var number: Int
    /// The `language` tag as the file gives it (`eng`, `spa`, `en`), or nil.
    public var language: String?
    /// FFmpeg's name of the codec: `subrip`, `ass`, `webvtt`, `mov_text`, `hdmv_pgs_subtitle`…
    public var codec: String
    /// The track's `title` tag, or nil.
    public var title: String?
    /// Whether the file flags it as the default track.
    public var isDefault: Bool
    /// How its cues' text is written; nil for a bitmap track (PGS, DVD), which has no text.
    public var format: SubtitleTextFormat?

    public init(number: Int, language: String?, codec: String, title: String? = nil, isDefault: Bool = false,
                format: SubtitleTextFormat?) {
        self.number = number
        self.language = language
        self.codec = codec
        self.title = title
        self.isDefault = isDefault
        self.format = format
    }
}
