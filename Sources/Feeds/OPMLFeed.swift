/// A subscription in an OPML file: an `<outline>` with an `xmlUrl`.
public struct OPMLFeed: Sendable, Equatable {
    /// The outline's `title`, else its `text`, else the feed's URL.
    public var title: String
    /// The feed (`xmlUrl`).
    public var feedURL: String
    /// The show's web page (`htmlUrl`).
    public var pageURL: String?

    public init(title: String, feedURL: String, pageURL: String? = nil) {
        self.title = title
        self.feedURL = feedURL
        self.pageURL = pageURL
    }
}
