import LearnCore
import ListenClient
import ListenProtocol
import Localization
import MediaExport

/// A library recording as the exporters cut it: the recording, its local audio file and its
/// transcript lines (with their start, end and words), asked of listend without selecting the
/// recording — what plays goes on undisturbed.
///
/// ```swift
/// let media = try RecordingMedia.load(title: "Travel Dialogue 1", socket: socket)
/// let clips = try AudioClipCutter(padding: 0.2).cut(
///     media.lines.map { ClipRequest(media.range(of: $0), to: "/tmp/line-\($0.index).mp3") }, from: media.audioPath)
/// ```
struct RecordingMedia {
    let recording: PracticeRecording
    /// The absolute path of the recording's audio file.
    let audioPath: String
    /// Every line of its transcript, in the transcript's order (never empty).
    let lines: [TranscriptLine]

    /// Looks the recording up by its title (any case) or id and reads its lines. Fails, with a
    /// sentence for the learner, when listend does not answer, no recording has that name
    /// ("did you mean"), the recording is a URL (only local files can be cut: download it
    /// first), or it has no transcript (or one that cannot be read).
    static func load(title: String, socket: SocketOption) throws(ListendError) -> RecordingMedia {
        let connection = try socket.connect()
        let track = try connection.request(.daemon(.questions(title)), expecting: QuestionsPayload.self).track
        let recording = PracticeRecording(id: track.id, title: track.title, level: track.level)
        let library = try connection.request(.daemon(.list), expecting: LibraryPayload.self)
        let location = library.tracks.first { $0.id == track.id }?.location ?? track.location
        guard let location, location.hasPrefix("/") else {
            throw .unavailable(tr("\"%s\" is played from the web; only local files can be cut. Download it first (podcast episodes: `learnctl podcasts download`).", track.title))
        }
        let transcript = try connection.request(.daemon(.recordingTranscript(track.id)), expecting: TranscriptPayload.self)
        guard !transcript.lines.isEmpty else {
            if let problem = transcript.problems.first {
                throw .unavailable(tr("The transcript of \"%1$s\" cannot be used: %2$s", track.title, problem))
            }
            throw .unavailable(tr("\"%s\" has no transcript, so it has no lines to cut (`learnctl transcribe` can make one).", track.title))
        }
        return RecordingMedia(recording: recording, audioPath: location, lines: transcript.lines)
    }

    /// The span of the recording `line` is heard in.
    func range(of line: TranscriptLine) -> ClipRange {
        ClipRange(start: line.start, end: line.end)
    }

    /// The lines numbered `first...last` (the numbers `learnctl transcript` shows); all without a range.
    func lines(in numbers: ClosedRange<Int>?) -> [TranscriptLine] {
        guard let numbers else { return lines }
        return lines.filter { numbers.contains($0.index) }
    }
}
