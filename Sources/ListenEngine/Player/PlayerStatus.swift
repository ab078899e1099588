/// A consistent snapshot of the player.
public struct PlayerStatus: Sendable, Equatable {
    public var state: PlayerState
    public var item: PlayerItem?
    /// Seconds into the track that the listener hears now.
    public var position: Double
    /// The track's length in seconds (0 until known, and for a live stream).
    public var duration: Double
    /// Whether `duration` is exact, an estimate, or meaningless (a live stream).
    public var durationKind: DurationKind
    /// What a live stream says it plays now (its ICY `StreamTitle`), without control characters.
    public var streamTitle: String?
    /// The loaded item's container, codec and chapters (`.unknown` until loaded).
    public var media: MediaInfo
    /// Why the player is in `error`, or a passing problem it is recovering from.
    public var error: String?
    /// The playback speed (the pitch is kept); live streams play at 1 whatever it says.
    public var speed: Double
    /// The span being repeated, or nil.
    public var loop: PlaybackLoop?
    /// Whether playback pauses at every line end the load named.
    public var autopause: Bool

    public init(state: PlayerState, item: PlayerItem?, position: Double, duration: Double, error: String?,
                durationKind: DurationKind = .exact, streamTitle: String? = nil, media: MediaInfo = .unknown,
                speed: Double = 1, loop: PlaybackLoop? = nil, autopause: Bool = false) {
        self.state = state
        self.item = item
        self.position = position
        self.duration = duration
        self.durationKind = durationKind
        self.streamTitle = streamTitle
        self.media = media
        self.error = error
        self.speed = speed
        self.loop = loop
        self.autopause = autopause
    }
}
