/// The player's status: in `status`, `play`, `seek` … replies and in every event.
public struct StatusPayload: WireObject, Equatable, Sendable {
    /// The player's state on the wire.
    public enum State: String, Codable, Sendable, CaseIterable, WireValue {
        case playing, paused, stopped, loading, error
    }

    public var state: State
    public var track: TrackPayload?
    /// Seconds heard so far.
    public var position: Double
    /// Seconds; 0 until known; null for a live stream (which has no end).
    public var duration: Double?
    /// Why the player is in `error`, or a problem it is recovering from; null otherwise.
    public var error: String?
    /// The transcript cue being heard; null between cues and without a transcript.
    public var line: TranscriptLine?
    /// The 1-based number of the word of `line` being heard, when the line has word times; null otherwise.
    public var word: Int?
    /// How many cues the recording's transcript has (0 without one).
    public var lines: Int
    /// The playback speed, 0.5 to 2 (the pitch is kept).
    public var speed: Double
    /// The loop being played, or null.
    public var loop: LoopPayload?
    /// Whether playback pauses at the end of every cue.
    public var autopause: Bool
    /// Why the recording's transcript could not be read (naming the file and line); null otherwise.
    public var transcriptError: String?
    /// Where the transcript comes from: a file's path, or `track N (lang)` for a subtitle track
    /// inside the recording; null without one.
    public var transcriptSource: String?
    /// The utterance of `say` being spoken; null when nothing is. In a `speaking` event: the
    /// utterance that started or ended.
    public var speech: SpeechPayload?
    /// The take of `record` being made, else the last one since the daemon started; null before
    /// the first. In a `recording` event: the take that started, changed level or ended.
    public var recording: RecordingPayload?
    /// The chapter being heard (the last one started); null without chapters and before the first.
    public var chapter: ChapterPayload?
    /// How many chapters the recording has (0 without any).
    public var chapters: Int
    /// The loaded recording's container ("MP3", "M4B", "Ogg", "WAV" …); null until it is loaded or when unknown.
    public var container: String?
    /// The loaded recording's audio codec ("MP3", "AAC", "Vorbis", "PCM" …); null until it is loaded or when unknown.
    public var codec: String?

    public init(state: State, track: TrackPayload?, position: Double, duration: Double?, error: String?,
                line: TranscriptLine? = nil, lines: Int = 0, speed: Double = 1, loop: LoopPayload? = nil,
                autopause: Bool = false, transcriptError: String? = nil, speech: SpeechPayload? = nil,
                recording: RecordingPayload? = nil, chapter: ChapterPayload? = nil, chapters: Int = 0,
                container: String? = nil, codec: String? = nil, transcriptSource: String? = nil, word: Int? = nil) {
        self.state = state
        self.track = track
        self.position = position
        self.duration = duration
        self.error = error
        self.line = line
        self.word = word
        self.lines = lines
        self.speed = speed
        self.loop = loop
        self.autopause = autopause
        self.transcriptError = transcriptError
        self.speech = speech
        self.recording = recording
        self.chapter = chapter
        self.chapters = chapters
        self.container = container
        self.codec = codec
        self.transcriptSource = transcriptSource
    }

    /// A stopped player with nothing selected, and the defaults of the members added after the
    /// first release.
    public static let wireDefaults = StatusPayload(state: .stopped, track: nil, position: 0, duration: nil, error: nil)

    /// Every member is present; null where there is nothing to say.
    public static let wireFields = WireFields<StatusPayload>([
        .field("state", \.state, .required),
        .field("track", \.track),
        .milliseconds("position", \.position, .required),
        .milliseconds("duration", \.duration),
        .field("error", \.error),
        .field("line", \.line),
        .field("word", \.word),
        .field("lines", \.lines),
        .field("speed", \.speed),
        .field("loop", \.loop),
        .field("autopause", \.autopause),
        .field("transcript_error", \.transcriptError),
        .field("transcript_source", \.transcriptSource),
        .field("speech", \.speech),
        .field("recording", \.recording),
        .field("chapter", \.chapter),
        .field("chapters", \.chapters),
        .field("container", \.container),
        .field("codec", \.codec),
    ])
}
