/// What the daemon remembers across restarts: the last-selected recording and where the listener was.
public struct SavedState: Codable, Equatable, Sendable {
    public var entry: CatalogEntry
    public var position: Double
    /// Whether it was playing; a restart comes back paused either way.
    public var playing: Bool
    /// The playback speed (absent in files written before it was kept: 1).
    public var speed: Double?
    /// Whether playback pauses after every transcript line (absent: off).
    public var autopause: Bool?
    /// Where the listener stopped in each recording listend resumes, by entry id (absent: none).
    public var resumePoints: [String: ResumePoint]?

    public init(entry: CatalogEntry, position: Double, playing: Bool, speed: Double? = nil, autopause: Bool? = nil,
                resumePoints: [String: ResumePoint]? = nil) {
        self.entry = entry
        self.position = position
        self.playing = playing
        self.speed = speed
        self.autopause = autopause
        self.resumePoints = resumePoints
    }
}
