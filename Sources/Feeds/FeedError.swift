/// Why a feed could not be read, naming the feed and, for XML that is not well formed, where.
public struct FeedError: Error, Sendable, Equatable, CustomStringConvertible {
    /// What was wrong with the feed.
    public enum Reason: Sendable, Equatable {
        /// The XML parser stopped at `line` and `column` (both from 1).
        case notXML(line: Int, column: Int, problem: String)
        /// The document is XML but its root element is not `rss`, Atom's `feed` or RSS 1.0's
        /// `rdf:RDF`; nil when it has no element at all.
        case notAFeed(rootElement: String?)
    }

    /// The feed's URL or name as the caller gave it.
    public var feedURL: String
    public var reason: Reason

    public init(feedURL: String, reason: Reason) {
        self.feedURL = feedURL
        self.reason = reason
    }

    public var description: String {
        switch reason {
        case .notXML(let line, let column, let problem):
            "The feed at \(feedURL) is not valid XML: line \(line), column \(column): \(problem)."
        case .notAFeed(let root?):
            "The document at \(feedURL) is not a feed: its root element is <\(root)>, not <rss>, <feed> or <rdf:RDF>."
        case .notAFeed(nil):
            "The document at \(feedURL) is not a feed: it has no elements."
        }
    }
}
