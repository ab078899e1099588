/// How the text of an embedded subtitle track's cues is written.
public enum SubtitleTextFormat: String, Equatable, Sendable {
    /// SubRip text: `<i>`, `<b>`, `<font>` tags and `{\an8}`-style override tags.
    case subRip
    /// An ASS/SSA event's fields after the times: `ReadOrder,Layer,Style,Name,MarginL,MarginR,MarginV,Effect,Text`.
    case ass
    /// WebVTT cue text, with its markup.
    case webVTT
    /// Plain text (MP4's mov_text, its length prefix and style boxes already removed).
    case plain
}
