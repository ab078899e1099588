/// A consistent snapshot of the player.
public struct PlayerStatus: Sendable, Equatable {
    public var state: PlayerState
    public var item: PlayerItem?
    /// Seconds into the track that the listener hears now.
    public var position: Double
    /// The track's exact length in seconds (0 until known).
    public var duration: Double
    /// Why the player is in `error`, or a passing problem it is recovering from.
    public var error: String?

    public init(state: PlayerState, item: PlayerItem?, position: Double, duration: Double, error: String?) {
        self.state = state
        self.item = item
        self.position = position
        self.duration = duration
        self.error = error
    }
}
