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

    public init(state: State, track: TrackPayload?, position: Double, duration: Double?, error: String?) {
        self.state = state
        self.track = track
        self.position = position
        self.duration = duration
        self.error = error
    }

    enum CodingKeys: String, CodingKey {
        case state, track, position, duration, error
    }

    public func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(state, forKey: .state)
        try container.encode(track, forKey: .track)
        try container.encode((position * 1000).rounded() / 1000, forKey: .position)
        try container.encode(duration.map { ($0 * 1000).rounded() / 1000 }, forKey: .duration)
        try container.encode(error, forKey: .error)
    }
}
