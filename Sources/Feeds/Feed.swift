/// A podcast feed as read from RSS 2.0, RSS 1.0 or Atom: the show and its items in document order.
public struct Feed: Sendable, Equatable {
    /// The show's title; the feed's URL when the feed gives none.
    public var title: String
    /// The show's web page, absolute.
    public var link: String?
    /// The show's description as plain text.
    public var description: String?
    public var author: String?
    /// The show's artwork, absolute.
    public var imageURL: String?
    /// The language as the feed gives it ("en", "es-ES").
    public var language: String?
    /// Where the publisher says the feed has moved (`itunes:new-feed-url`), absolute.
    public var newFeedURL: String?
    /// The people of the show (`podcast:person` on the channel).
    public var persons: [FeedPerson]
    /// The items in document order; of items sharing a GUID only the first is kept.
    public var items: [FeedItem]

    public init(
        title: String, link: String? = nil, description: String? = nil, author: String? = nil,
        imageURL: String? = nil, language: String? = nil, newFeedURL: String? = nil,
        persons: [FeedPerson] = [], items: [FeedItem] = []
    ) {
        self.title = title
        self.link = link
        self.description = description
        self.author = author
        self.imageURL = imageURL
        self.language = language
        self.newFeedURL = newFeedURL
        self.persons = persons
        self.items = items
    }
}
