/// Asks the player to load an item: how to open its source, where to start, and whether to play.
public struct LoadRequest: Sendable {
    public var item: PlayerItem
    /// Opens the source; runs on the player's thread, so a slow network open does not block callers.
    public var openSource: @Sendable () throws(AudioError) -> any AudioSource
    public var startAt: Double
    public var autoplay: Bool
    /// A duration to show while loading, if one is known in advance.
    public var expectedDuration: Double

    public init(item: PlayerItem, startAt: Double = 0, autoplay: Bool = true, expectedDuration: Double = 0,
                openSource: @escaping @Sendable () throws(AudioError) -> any AudioSource) {
        self.item = item
        self.openSource = openSource
        self.startAt = startAt
        self.autoplay = autoplay
        self.expectedDuration = expectedDuration
    }
}
