/// The media file of an item: RSS `<enclosure>` or Atom `<link rel="enclosure">`.
public struct FeedEnclosure: Sendable, Equatable {
    /// Absolute.
    public var url: String
    /// The MIME type as the feed gives it.
    public var type: String?
    /// The size in bytes; nil when the feed gives none, zero or something that is not a number.
    public var length: Int64?

    public init(url: String, type: String? = nil, length: Int64? = nil) {
        self.url = url
        self.type = type
        self.length = length
    }
}
