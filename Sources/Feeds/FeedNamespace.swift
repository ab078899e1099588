/// The XML namespaces a feed's elements come from, as far as reading a podcast goes.
enum FeedNamespace: Sendable, Equatable {
    /// No namespace (RSS 0.9x and 2.0), or RSS 1.0's and 0.90's.
    case rss
    case atom
    case itunes
    /// Podcasting 2.0.
    case podcast
    /// `content:encoded`.
    case content
    /// Dublin Core.
    case dublinCore
    /// Media RSS.
    case media
    case rdf
    case other

    init(uri: String?) {
        guard let uri, !uri.isEmpty else {
            self = .rss
            return
        }
        switch uri {
        case "http://purl.org/rss/1.0/", "http://my.netscape.com/rdf/simple/0.9/", "http://backend.userland.com/rss2": self = .rss
        case "http://www.w3.org/2005/Atom", "http://purl.org/atom/ns#": self = .atom
        case "http://purl.org/rss/1.0/modules/content/": self = .content
        case "http://purl.org/dc/elements/1.1/", "http://purl.org/dc/terms/": self = .dublinCore
        case "http://search.yahoo.com/mrss/": self = .media
        case "http://www.w3.org/1999/02/22-rdf-syntax-ns#": self = .rdf
        default:
            // Publishers get the case and the trailing slash of these two wrong often enough.
            var lowered = uri.lowercased()
            if lowered.hasSuffix("/") { lowered.removeLast() }
            switch lowered {
            case "http://www.itunes.com/dtds/podcast-1.0.dtd", "https://www.itunes.com/dtds/podcast-1.0.dtd": self = .itunes
            case "https://podcastindex.org/namespace/1.0", "http://podcastindex.org/namespace/1.0",
                 "https://github.com/podcastindex-org/podcast-namespace/blob/main/docs/1.0.md":
                self = .podcast
            default: self = .other
            }
        }
    }
}
