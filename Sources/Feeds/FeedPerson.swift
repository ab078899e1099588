/// Someone who takes part in a show or an episode (`podcast:person`).
public struct FeedPerson: Sendable, Equatable {
    public var name: String
    /// Lowercased; "host" when the feed gives none, as the Podcasting 2.0 namespace says.
    public var role: String
    /// Lowercased; "cast" when the feed gives none.
    public var group: String
    /// The person's web page (`href`), absolute.
    public var link: String?
    /// The person's picture (`img`), absolute.
    public var imageURL: String?

    public init(name: String, role: String = "host", group: String = "cast", link: String? = nil, imageURL: String? = nil) {
        self.name = name
        self.role = role
        self.group = group
        self.link = link
        self.imageURL = imageURL
    }
}
