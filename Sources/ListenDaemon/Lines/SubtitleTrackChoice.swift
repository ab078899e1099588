import ListenEngine
import ListenProtocol

/// Which of a recording's subtitle tracks becomes its transcript: the one the learner named
/// (by number, or by language), else the first text track in the preferred language, else the
/// text track flagged default, else the first text track. Bitmap tracks (PGS, DVD) are never chosen
/// by themselves; naming one, or a track that is not there, is refused.
enum SubtitleTrackChoice {
    /// The track to read, or nil when there is no text track to choose; throws `bad_argument`
    /// (`no_such_subtitle_track`) when `request` names a track that is not among `tracks`.
    static func choose(among tracks: [SubtitleTrack], request: SubtitleRequest?, path: String) throws(ProtocolError) -> SubtitleTrack? {
        let text = tracks.filter { $0.format != nil }
        switch request?.track {
        case .number(let number)?:
            guard let track = text.first(where: { $0.number == number }) else {
                let what = tracks.contains { $0.number == number } ? "holds pictures, not text" : "is not there"
                throw refusal("\(number)", tracks: text, path: path, "subtitle track \(number) \(what)")
            }
            return track
        case .language(let language)?:
            guard let track = first(in: text, language: language) else {
                throw refusal(language, tracks: text, path: path, "no text subtitle track is in \"\(language)\"")
            }
            return track
        case nil:
            if let language = request?.preferredLanguage, let track = first(in: text, language: language) { return track }
            return text.first { $0.isDefault } ?? text.first
        }
    }

    /// The first of `tracks` whose language tag is `language` (`en` and `eng` are one).
    static func first(in tracks: [SubtitleTrack], language: String) -> SubtitleTrack? {
        guard let wanted = LanguageCode(language) else { return nil }
        return tracks.first { $0.language.flatMap(LanguageCode.init) == wanted }
    }

    /// How a track is shown in messages and as the transcript's source: `track 2 (eng)`.
    static func label(_ track: SubtitleTrack) -> String {
        "track \(track.number)" + (track.language.map { " (\(CueText.withoutControlCharacters($0)))" } ?? "")
    }

    private static func refusal(_ asked: String, tracks: [SubtitleTrack], path: String, _ problem: String) -> ProtocolError {
        let listed = tracks.map { "\($0.number) \(CueText.withoutControlCharacters($0.language ?? "-")) \($0.codec)" }
        let offer = listed.isEmpty ? "it has no text subtitle tracks" : "its text tracks: " + listed.joined(separator: ", ")
        return ProtocolError(.badArgument, "\(path): \(problem); \(offer).", reason: .noSuchSubtitleTrack,
                             ["track": asked, "tracks": listed.joined(separator: "\n")])
    }
}
