import Foundation
import ListenEngine
import ListenProtocol

/// The transcript of the recording selected: its lines, or why it could not be read, where it
/// comes from, and the subtitle tracks inside the recording.
///
/// A broken transcript never stops the recording: the daemon plays it, shows `transcript_error`
/// and answers the line commands with `invalid_state`.
struct RecordingTranscript: Sendable {
    var transcript: Transcript?
    /// The file it was read from (nil for a subtitle track inside the recording).
    var path: String?
    /// Why it could not be read (a sentence naming the file and line).
    var error: String?
    /// Where it comes from, as the status shows it: the file's path, or `track 2 (eng)`.
    var source: String?
    /// The recording's subtitle tracks (text and bitmap), for a local file.
    var tracks: [SubtitleTrack] = []
    /// The number of the track read, when one was.
    var trackNumber: Int?

    static let none = RecordingTranscript()

    var lines: [TranscriptLine] { transcript?.lines ?? [] }

    /// Reads `entry`'s transcript: the one its catalog entry names; else, for a local file, a
    /// subtitle file beside it (``SubtitleSidecar``); else one made for it by `learnctl
    /// transcribe` in the folder `transcribed` (``TranscribedTranscripts``); else a text subtitle
    /// track inside it, read by `reader` and chosen by `request` (``SubtitleTrackChoice``). A
    /// track named explicitly by number skips the sidecars and the made transcript; one named by
    /// language takes a sidecar in that language first. Throws `bad_argument` only when
    /// `request` names a track that is not there.
    static func load(for entry: CatalogEntry, reader: (any SubtitleReader)?, request: SubtitleRequest? = nil,
                     transcribed: String? = nil) throws(ProtocolError) -> RecordingTranscript {
        let encoding = request?.transcriptEncoding ?? entry.transcriptEncoding
        if let path = entry.transcript { return file(path, encoding: encoding) }
        let made = transcribed.map { "\($0)/\(TranscribedTranscripts.fileName(forLocation: entry.locationText))" }
            .flatMap { FileManager.default.fileExists(atPath: $0) ? $0 : nil }
        guard case .file(let audio) = entry.location else { return made.map { file($0, encoding: nil) } ?? .none }
        var tracks: [SubtitleTrack] = []
        if let reader { tracks = (try? reader.tracks(ofFile: audio)) ?? [] }
        var explicitLanguage: String?
        switch request?.track {
        case .number?: break
        case .language(let language)?:
            explicitLanguage = language
            if let sidecar = SubtitleSidecar.find(for: audio, language: language),
               sidecar.language.flatMap(LanguageCode.init) == LanguageCode(language) {
                return file(sidecar.path, encoding: encoding, tracks: tracks)
            }
        case nil:
            if let sidecar = SubtitleSidecar.find(for: audio, language: request?.preferredLanguage) {
                return file(sidecar.path, encoding: encoding, tracks: tracks)
            }
            if let made { return file(made, encoding: nil, tracks: tracks) }
        }
        if explicitLanguage != nil || request?.track != nil || !tracks.isEmpty {
            guard let track = try SubtitleTrackChoice.choose(among: tracks, request: request, path: audio),
                  let reader, let format = track.format
            else { return RecordingTranscript(tracks: tracks) }
            return embedded(track, format: format, of: audio, reader: reader, tracks: tracks)
        }
        return .none
    }

    /// The transcript file at `path`, its text in `encoding` when one is named.
    private static func file(_ path: String, encoding: String?, tracks: [SubtitleTrack] = []) -> RecordingTranscript {
        do throws(TranscriptError) {
            return RecordingTranscript(transcript: try TranscriptFile.load(path, encoding: encoding), path: path, source: path, tracks: tracks)
        } catch {
            return RecordingTranscript(path: path, error: error.message, source: path, tracks: tracks)
        }
    }

    /// The transcript of `track` inside the file at `audio`.
    private static func embedded(_ track: SubtitleTrack, format: SubtitleTextFormat, of audio: String,
                                 reader: any SubtitleReader, tracks: [SubtitleTrack]) -> RecordingTranscript {
        let label = SubtitleTrackChoice.label(track)
        var result = RecordingTranscript(source: label, tracks: tracks, trackNumber: track.number)
        do throws(AudioError) {
            let cues = try reader.cues(ofTrack: track.number, inFile: audio)
            result.transcript = EmbeddedTranscript.transcript(of: cues, format: format, name: "\(audio), subtitle \(label)")
        } catch {
            result.error = error.message
        }
        return result
    }

    /// The `transcript` reply: the lines, where they come from, what was skipped, the tracks.
    var payload: TranscriptPayload {
        TranscriptPayload(lines: lines, source: source, subtitleTracks: trackPayloads, problems: transcript?.problems ?? [])
    }

    /// The subtitle tracks as the `transcript` reply lists them.
    var trackPayloads: [SubtitleTrackPayload] {
        tracks.map { track in
            SubtitleTrackPayload(index: track.number, language: track.language.map { CueText.withoutControlCharacters($0) }, codec: track.codec,
                                 title: track.title.map { CueText.withoutControlCharacters($0) }, isDefault: track.isDefault,
                                 text: track.format != nil, selected: track.number == trackNumber)
        }
    }

    /// The transcript, or `invalid_state` saying why there is none.
    func readable() throws(ProtocolError) -> Transcript {
        if let transcript { return transcript }
        if let error {
            throw ProtocolError(.invalidState, "The transcript cannot be used: \(error)", reason: .transcriptUnusable, ["problem": error])
        }
        throw ProtocolError(.invalidState, "This recording has no transcript.", reason: .noTranscript)
    }
}
