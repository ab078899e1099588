import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif

/// Reads a feed's bytes: RSS 2.0 (with the iTunes and Podcasting 2.0 namespaces), RSS 1.0 or
/// Atom. No I/O; the document passes through `XMLParser` as a stream of events.
public enum FeedParser {
    /// The feed `bytes` hold. `url` is where they came from: relative URLs are resolved against
    /// it and errors name it.
    public static func parse(_ bytes: some Collection<UInt8>, url: String) throws(FeedError) -> Feed {
        let data = XMLControlBytes.replaced(in: (bytes as? Data) ?? Data(bytes))
        let reader = FeedDocumentReader(feedURL: url)
        let parser = XMLParser(data: data)
        parser.shouldProcessNamespaces = true
        parser.shouldResolveExternalEntities = false
        parser.delegate = reader
        _ = parser.parse()
        if let failure = reader.failure {
            throw FeedError(feedURL: url, reason: failure)
        }
        guard let feed = reader.feed() else {
            throw FeedError(feedURL: url, reason: .notAFeed(rootElement: nil))
        }
        return feed
    }
}
