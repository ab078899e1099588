/// The player's status: in `status`, `play`, `seek` … replies and in every event.
public struct StatusPayload: Codable, Equatable, Sendable {
    /// The player's state on the wire.
    public enum State: String, Codable, Sendable, CaseIterable {
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
    /// The utterance of `say` being spoken; null when nothing is. In a `speaking` event: the
    /// utterance that started or ended.
    public var speech: SpeechPayload?
    /// The take of `record` being made, else the last one since the daemon started; null before
    /// the first. In a `recording` event: the take that started, changed level or ended.
    public var recording: RecordingPayload?

    public init(state: State, track: TrackPayload?, position: Double, duration: Double?, error: String?,
                line: TranscriptLine? = nil, lines: Int = 0, speed: Double = 1, loop: LoopPayload? = nil,
                autopause: Bool = false, transcriptError: String? = nil, speech: SpeechPayload? = nil,
                recording: RecordingPayload? = nil) {
        self.state = state
        self.track = track
        self.position = position
        self.duration = duration
        self.error = error
        self.line = line
        self.lines = lines
        self.speed = speed
        self.loop = loop
        self.autopause = autopause
        self.transcriptError = transcriptError
        self.speech = speech
        self.recording = recording
    }

    enum CodingKeys: String, CodingKey {
        case state, track, position, duration, error, line, lines, speed, loop, autopause, speech, recording
        case transcriptError = "transcript_error"
    }

    /// Reads a status; the members added after the first release may be absent.
    public init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        state = try container.decode(State.self, forKey: .state)
        track = try container.decodeIfPresent(TrackPayload.self, forKey: .track)
        position = try container.decode(Double.self, forKey: .position)
        duration = try container.decodeIfPresent(Double.self, forKey: .duration)
        error = try container.decodeIfPresent(String.self, forKey: .error)
        line = try container.decodeIfPresent(TranscriptLine.self, forKey: .line)
        lines = try container.decodeIfPresent(Int.self, forKey: .lines) ?? 0
        speed = try container.decodeIfPresent(Double.self, forKey: .speed) ?? 1
        loop = try container.decodeIfPresent(LoopPayload.self, forKey: .loop)
        autopause = try container.decodeIfPresent(Bool.self, forKey: .autopause) ?? false
        transcriptError = try container.decodeIfPresent(String.self, forKey: .transcriptError)
        speech = try container.decodeIfPresent(SpeechPayload.self, forKey: .speech)
        recording = try container.decodeIfPresent(RecordingPayload.self, forKey: .recording)
    }

    /// Every member is present; null where there is nothing to say.
    public func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(state, forKey: .state)
        try container.encode(track, forKey: .track)
        try container.encode((position * 1000).rounded() / 1000, forKey: .position)
        try container.encode(duration.map { ($0 * 1000).rounded() / 1000 }, forKey: .duration)
        try container.encode(error, forKey: .error)
        try container.encode(line, forKey: .line)
        try container.encode(lines, forKey: .lines)
        try container.encode(speed, forKey: .speed)
        try container.encode(loop, forKey: .loop)
        try container.encode(autopause, forKey: .autopause)
        try container.encode(transcriptError, forKey: .transcriptError)
        try container.encode(speech, forKey: .speech)
        try container.encode(recording, forKey: .recording)
    }
}
