/// Where an item's chapters are (`podcast:chapters`), usually a chapters JSON file (see `ChaptersDocument`).
public struct FeedChaptersLink: Sendable, Equatable {
    /// Absolute.
    public var url: String
    /// The MIME type as the feed gives it ("application/json+chapters").
    public var type: String?

    public init(url: String, type: String? = nil) {
        self.url = url
        self.type = type
    }
}
