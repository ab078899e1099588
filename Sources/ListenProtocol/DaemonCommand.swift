/// A command the daemon carries out, with its arguments; declared in ``CommandDeclaration/all``.
public enum DaemonCommand: Equatable, Sendable {
    case hello
    case list
    /// Plays a target; with none, resumes what is loaded. `subtitles` chooses a video's subtitle
    /// track for the transcript.
    case play(PlayTarget?, subtitles: SubtitleRequest? = nil)
    case pause
    case resume
    case toggle
    case stop
    case seek(SeekTarget)
    case status
    /// Adds a local file or URL to the user library.
    case libraryAdd(LibraryAddition)
    /// Removes a user library entry by id or title.
    case libraryRemove(String)
    /// Seeks to the start of a transcript line.
    case line(LineTarget)
    /// Changes the playback speed, keeping the pitch.
    case speed(SpeedChange)
    /// Repeats a span; nil: ends the loop.
    case loop(LoopRequest?)
    /// Pauses at the end of every transcript line, or stops doing so.
    case autopause(Bool)
    /// The loaded recording's transcript.
    case transcript
    /// The transcript of a library recording (by id or title), read without selecting it: what
    /// plays goes on. Written `transcript NAME` on the wire.
    case recordingTranscript(String)
    /// Reads the selected recording's transcript again (a transcript made or replaced since it was selected).
    case transcriptReload
    /// The loaded recording's chapters.
    case chapters
    /// Seeks to the start of a chapter.
    case chapter(ChapterTarget)
    /// The comprehension questions of a recording (by id or title), or of the one selected.
    case questions(String?)
    /// Speaks a text (pausing a recording that plays), or stops speaking when it is empty.
    case say(SayRequest)
    /// The voices `say` can speak with.
    case voices
    /// Records from the sound server's source until silence follows speech, the limit, or `recordStop`
    /// (pausing a recording that plays).
    case record(RecordRequest)
    /// Ends the take being recorded.
    case recordStop
}
