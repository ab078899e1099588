/// Which subtitles `play` asks for a video's transcript: a track named explicitly
/// (`subtitle_track`), else the learner's language (`subtitle_language`); both optional.
public struct SubtitleRequest: Equatable, Sendable {
    /// The track the learner chose; nil: the daemon chooses.
    public var track: SubtitleTrackSelector?
    /// The language to prefer when no track is named (ISO 639 code: `en`, `eng`, `es`).
    public var preferredLanguage: String?

    public init(track: SubtitleTrackSelector? = nil, preferredLanguage: String? = nil) {
        self.track = track
        self.preferredLanguage = preferredLanguage
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
        return members
    }
}
