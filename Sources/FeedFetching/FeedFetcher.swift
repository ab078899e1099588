import AsyncHTTPClient

/// Fetches feeds over HTTP(S).
public final class FeedFetcher: Sendable {
    public init() {}
}
