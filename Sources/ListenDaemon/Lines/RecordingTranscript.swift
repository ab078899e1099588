import ListenProtocol

/// The transcript of the recording selected: its lines, or why it could not be read.
///
/// A broken transcript never stops the recording: the daemon plays it, shows `transcript_error`
/// and answers the line commands with `invalid_state`.
struct RecordingTranscript: Sendable {
    var transcript: Transcript?
    /// The file it was read from.
    var path: String?
    /// Why it could not be read (a sentence naming the file and line).
    var error: String?

    static let none = RecordingTranscript()

    var lines: [TranscriptLine] { transcript?.lines ?? [] }

    /// Reads `entry`'s transcript: the one its catalog entry names, else a `.vtt` or `.srt` beside
    /// a local file with the same base name.
    static func load(for entry: CatalogEntry) -> RecordingTranscript {
        var path = entry.transcript
        if path == nil, case .file(let audio) = entry.location { path = TranscriptFile.sidecar(for: audio) }
        guard let path else { return .none }
        do throws(TranscriptError) {
            return RecordingTranscript(transcript: try TranscriptFile.load(path), path: path)
        } catch {
            return RecordingTranscript(path: path, error: error.message)
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
