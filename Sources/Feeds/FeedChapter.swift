/// A chapter of an episode, from a chapters JSON file (see `ChaptersDocument`).
public struct FeedChapter: Sendable, Equatable {
    /// Seconds from the start of the episode.
    public var start: Double
    /// Seconds from the start of the episode; nil when the file does not say.
    public var end: Double?
    public var title: String

    public init(start: Double, end: Double? = nil, title: String) {
        self.start = start
        self.end = end
        self.title = title
    }
}
