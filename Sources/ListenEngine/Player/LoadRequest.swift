/// Asks the player to load an item: how to open its source, where to start, and whether to play.
public struct LoadRequest: Sendable {
    public var item: PlayerItem
    /// Opens the source; runs on the player's thread, so a slow network open does not block callers.
    /// It hands a remote source to the `InFlightSource` as soon as it exists, so that a new load,
    /// `stop` or shutdown can close it while it is still opening.
    public var openSource: @Sendable (InFlightSource) throws(AudioError) -> any AudioSource
    public var startAt: Double
    public var autoplay: Bool
    /// A duration to show while loading, if one is known in advance.
    public var expectedDuration: Double
    /// Where the lines of its transcript end, in seconds, ascending: where autopause pauses.
    public var lineEnds: [Double] = []
    /// Chapters that replace the file's own (a podcast's chapters file); the last may end at
    /// infinity, meaning the end of the recording. Nil: the file's chapters.
    public var chapters: [MediaChapter]?

    public init(item: PlayerItem, startAt: Double = 0, autoplay: Bool = true, expectedDuration: Double = 0,
                opening openSource: @escaping @Sendable (InFlightSource) throws(AudioError) -> any AudioSource) {
        self.item = item
        self.openSource = openSource
        self.startAt = startAt
        self.autoplay = autoplay
        self.expectedDuration = expectedDuration
    }

    /// A request whose source does not need the in-flight handle to be cancellable: the player
    /// hands it over once `openSource` returns.
    public init(item: PlayerItem, startAt: Double = 0, autoplay: Bool = true, expectedDuration: Double = 0,
                openSource: @escaping @Sendable () throws(AudioError) -> any AudioSource) {
        self.init(item: item, startAt: startAt, autoplay: autoplay, expectedDuration: expectedDuration) {
            (_: InFlightSource) throws(AudioError) -> any AudioSource in try openSource()
        }
    }
}
