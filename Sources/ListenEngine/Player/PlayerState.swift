/// What the player is doing.
public enum PlayerState: String, Sendable, Codable, CaseIterable {
    case stopped, loading, playing, paused, error
}
