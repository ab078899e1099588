/// How a feed fetch ended, short of an error.
public enum FetchOutcome: Sendable, Equatable {
    /// The server sent the feed.
    case fetched(FetchedFeed)
    /// `304`: the feed has not changed since the validators sent.
    case notModified(permanentURL: String?)
    /// `410`: the feed is gone for good; the subscription should end.
    case gone(permanentURL: String?)

    /// Where the feed now lives for good, when permanent redirects said so (see `FetchedFeed.permanentURL`).
    public var permanentURL: String? {
        switch self {
        case .fetched(let feed): feed.permanentURL
        case .notModified(let url), .gone(let url): url
        }
    }
}
