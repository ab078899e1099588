/// Reads the subtitle tracks embedded in a local media file (the adapters know the container
/// libraries; the daemon only asks).
public protocol SubtitleReader: Sendable {
    /// The file's subtitle tracks, text and bitmap, in stream order; empty when it has none or is
    /// not a container the reader knows. Throws only when the file cannot be opened.
    func tracks(ofFile path: String) throws(AudioError) -> [SubtitleTrack]

    /// The cues of the track numbered `number` (see ``SubtitleTrack/number``) of the file at
    /// `path`, in the order the file stores them.
    func cues(ofTrack number: Int, inFile path: String) throws(AudioError) -> [SubtitleCue]
}
