/// What a feed's last fetch said about its version, sent back so that an unchanged feed
/// comes back as `304 Not Modified` with no body.
public struct FeedValidators: Sendable, Equatable, Codable {
    /// The last `ETag`, sent as `If-None-Match`.
    public var etag: String?
    /// The last `Last-Modified`, sent as `If-Modified-Since`.
    public var lastModified: String?

    public init(etag: String? = nil, lastModified: String? = nil) {
        self.etag = etag
        self.lastModified = lastModified
    }

    /// No validators: an unconditional fetch.
    public static let none = FeedValidators()
}
