/// Which subtitles `play` asks for a video's transcript: a track named explicitly
/// (`subtitle_track`), else the learner's language (`subtitle_language`); and the encoding of a
/// transcript file that is not UTF-8 (`transcript_encoding`); all optional.
public struct SubtitleRequest: Equatable, Sendable {
    /// The track the learner chose; nil: the daemon chooses.
    public var track: SubtitleTrackSelector?
    /// The language to prefer when no track is named (ISO 639 code: `en`, `eng`, `es`).
    public var preferredLanguage: String?
    /// The encoding the transcript file is in (`windows-1252`, `ISO-8859-15` …), when it is not UTF-8.
    public var transcriptEncoding: String?

    public init(track: SubtitleTrackSelector? = nil, preferredLanguage: String? = nil, transcriptEncoding: String? = nil) {
        self.track = track
        self.preferredLanguage = preferredLanguage
        self.transcriptEncoding = transcriptEncoding
    }

    /// The JSON members that carry it.
    var members: [String: JSONValue] {
        var members: [String: JSONValue] = [:]
        switch track {
        case .number(let number)?: members["subtitle_track"] = .number(Double(number))
        case .language(let language)?: members["subtitle_track"] = .string(language)
        case nil: break
        }
        if let preferredLanguage { members["subtitle_language"] = .string(preferredLanguage) }
        if let transcriptEncoding { members["transcript_encoding"] = .string(transcriptEncoding) }
        return members
    }
}
