/// A feed's body as a server sent it (decompressed), with where it came from and its validators.
public struct FetchedFeed: Sendable, Equatable {
    public var body: [UInt8]
    /// The URL that answered, after every redirect.
    public var finalURL: String
    /// Where the feed now lives for good, when the redirects from the requested URL began with
    /// permanent ones (301 or 308): the URL the last of those led to. Nil otherwise.
    public var permanentURL: String?
    /// The response's `ETag`, for the next fetch's `If-None-Match`.
    public var etag: String?
    /// The response's `Last-Modified`, for the next fetch's `If-Modified-Since`.
    public var lastModified: String?
    public var contentType: String?

    public init(body: [UInt8], finalURL: String, permanentURL: String?, etag: String?, lastModified: String?, contentType: String?) {
        self.body = body
        self.finalURL = finalURL
        self.permanentURL = permanentURL
        self.etag = etag
        self.lastModified = lastModified
        self.contentType = contentType
    }

    /// The validators to send with the next fetch of this feed.
    public var validators: FeedValidators {
        FeedValidators(etag: etag, lastModified: lastModified)
    }
}
