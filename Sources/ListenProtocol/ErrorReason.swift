import Suggestions

/// The errors a client writes in its learner's language, named in ``ProtocolError/details``'s
/// "reason" with their values under the keys given here.
public enum ErrorReason: String, Sendable, CaseIterable {
    /// `name`; `suggestions`: the closest titles, one per line (may be empty).
    case unknownTrack = "unknown_track"
    /// `path`.
    case noSuchFile = "no_such_file"
    /// `path`: the file is no audio listend reads, or is damaged at its start.
    case unplayable
    case noTranscript = "no_transcript"
    /// `problem`: what is wrong with the file (in English).
    case transcriptUnusable = "transcript_unusable"
    case transcriptEmpty = "transcript_empty"
    case noLineYet = "no_line_yet"
    /// `count`.
    case lastLine = "last_line"
    /// `index`, `count`.
    case noSuchLine = "no_such_line"
    /// `index`: the line starts after the recording ends (a cue timed past its length).
    case lineAfterEnd = "line_after_end"
    /// The recording has no chapters.
    case noChapters = "no_chapters"
    /// `count`.
    case lastChapter = "last_chapter"
    /// `index`, `count`.
    case noSuchChapter = "no_such_chapter"
    case nothingPlaying = "nothing_playing"
    case nothingLoaded = "nothing_loaded"
    case stillLoading = "still_loading"
    case itemFailed = "item_failed"
    case liveStream = "live_stream"
    case noSpeechOutput = "no_speech_output"
    case noRecordingInput = "no_recording_input"
    /// `track`: the number or language asked for; `tracks`: the text tracks there are, one per
    /// line (`2 spa subrip`), maybe none.
    case noSuchSubtitleTrack = "no_such_subtitle_track"
}

extension ProtocolError {
    /// An error with its reason and values in ``details``.
    public init(_ code: ErrorCode, _ message: String, reason: ErrorReason, _ values: [String: String] = [:]) {
        self.init(code, message, details: values.merging(["reason": reason.rawValue]) { $1 })
    }

    /// The reason in ``details``, if it names one.
    public var reason: ErrorReason? {
        details?["reason"].flatMap(ErrorReason.init(rawValue:))
    }
}

extension ProtocolError {
    /// `unknown_track`: no recording is called `name`; the closest of `titles` are offered.
    public static func unknownTrack(_ name: String, among titles: [String]) -> ProtocolError {
        let closest = ClosestMatches.find(name, in: titles)
        let hint = ClosestMatches.suggestion(for: name, in: titles) ?? "`list` shows the recordings."
        return ProtocolError(.unknownTrack, "No recording is called \"\(name)\". \(hint)", reason: .unknownTrack,
                             ["name": name, "suggestions": closest.joined(separator: "\n")])
    }
}
