/// A podcast feed as read from RSS 2.0 or Atom: the show and its items in document order.
public struct Feed: Sendable, Equatable {
    public var title: String
    public var items: [FeedItem]

    public init(title: String, items: [FeedItem] = []) {
        self.title = title
        self.items = items
    }
}

/// One item of a feed: an episode.
public struct FeedItem: Sendable, Equatable {
    public var guid: String
    public var title: String

    public init(guid: String, title: String) {
        self.guid = guid
        self.title = title
    }
}
