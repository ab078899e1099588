/// A change the player announces as it happens, with the status right after it.
public enum PlayerEvent: Sendable, Equatable {
    /// The state changed (playing, paused, stopped, loading, error).
    case stateChanged(PlayerStatus)
    /// The item played to its end and the player stopped (back at its start).
    case ended(PlayerStatus)
    /// A new item finished loading; its duration is now known.
    case itemLoaded(PlayerStatus)
    /// The loaded item changed while playing: its estimated duration was refined (or became
    /// exact), or a live stream announced a new title.
    case trackChanged(PlayerStatus)
    /// A seek was accepted; the status carries the new position.
    case seeked(PlayerStatus)
    /// A loop went back to its start and the listener hears the start now (after its gap, if
    /// any, is heard); the status carries the position.
    case looped(PlayerStatus)
    /// Something failed: the item could not be played, or the output was lost and is being recovered.
    case failed(PlayerStatus)

    public var status: PlayerStatus {
        switch self {
        case .stateChanged(let s), .ended(let s), .itemLoaded(let s), .trackChanged(let s), .seeked(let s), .looped(let s), .failed(let s): s
        }
    }
}
