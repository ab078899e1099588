/// What the daemon remembers across restarts: the last-selected recording and where the listener was.
public struct SavedState: Codable, Equatable, Sendable {
    public var entry: CatalogEntry
    public var position: Double
    /// Whether it was playing; a restart comes back paused either way.
    public var playing: Bool

    public init(entry: CatalogEntry, position: Double, playing: Bool) {
        self.entry = entry
        self.position = position
        self.playing = playing
    }
}
