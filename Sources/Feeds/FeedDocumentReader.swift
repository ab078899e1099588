import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif

/// The `XMLParser` delegate reading a feed: it holds only the elements open at the moment and
/// the item being read, so that a feed of any size passes through as a stream of events.
final class FeedDocumentReader: NSObject, XMLParserDelegate {
    private let feedURL: String
    private var stack: [FeedElement] = []
    private var rootSeen = false
    /// Where in `stack` the Atom text construct is whose XHTML markup is being kept as text.
    private var xhtmlOwner: Int?
    private var channel = FeedChannelBuilder()
    /// The item being read and how deep its element is in `stack`.
    private var item: (builder: FeedItemBuilder, depth: Int)?
    private var items: [FeedItem] = []
    private var guids: Set<String> = []

    /// What went wrong, once something has.
    private(set) var failure: FeedError.Reason?

    /// The prefixes publishers use without declaring them, and the namespaces they mean.
    private static let undeclaredPrefixes: [String: FeedNamespace] = [
        "itunes": .itunes, "podcast": .podcast, "content": .content, "dc": .dublinCore, "media": .media, "atom": .atom,
    ]

    init(feedURL: String) {
        self.feedURL = feedURL
    }

    /// The feed read; nil before the document has been read or when it failed.
    func feed() -> Feed? {
        guard rootSeen, failure == nil else { return nil }
        return channel.build(feedURL: feedURL, items: items)
    }

    func parser(
        _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
        qualifiedName: String?, attributes: [String: String] = [:]
    ) {
        if let owner = xhtmlOwner {
            stack[owner].text += "<\(elementName)>"
            stack.append(FeedElement(namespace: .other, name: elementName, attributes: [:], base: stack[owner].base))
            return
        }
        var namespace = FeedNamespace(uri: namespaceURI)
        if namespace == .rss, let qualifiedName, let colon = qualifiedName.firstIndex(of: ":") {
            namespace = Self.undeclaredPrefixes[String(qualifiedName[..<colon])] ?? .other
        }
        if !rootSeen {
            rootSeen = true
            let isFeed = (namespace == .rss && elementName == "rss") || (namespace == .atom && elementName == "feed")
                || (namespace == .rdf && elementName == "RDF")
            guard isFeed else {
                failure = .notAFeed(rootElement: qualifiedName ?? elementName)
                parser.abortParsing()
                return
            }
            if namespace == .atom { channel.takeLanguage(attributes["xml:lang"]) }
        }
        let parentBase = stack.last?.base ?? feedURL
        let base = attributes["xml:base"].flatMap { URLResolution.resolve($0, against: parentBase) } ?? parentBase
        let element = FeedElement(namespace: namespace, name: elementName, attributes: attributes, base: base)
        stack.append(element)
        if item == nil, isItem(element) {
            item = (FeedItemBuilder(), stack.count)
        }
        if namespace == .atom, attributes["type"]?.lowercased() == "xhtml" {
            xhtmlOwner = stack.count - 1
        }
    }

    func parser(_ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?, qualifiedName: String?) {
        guard let element = stack.popLast() else { return }
        if let owner = xhtmlOwner, stack.count > owner {
            stack[owner].text += "</\(elementName)>"
            return
        }
        xhtmlOwner = nil
        let parent = stack.last
        if var current = item {
            if stack.count + 1 == current.depth {
                if let finished = current.builder.build(), guids.insert(finished.guid).inserted {
                    items.append(finished)
                }
                item = nil
            } else if stack.count == current.depth {
                current.builder.take(element)
                item = current
            }
            return
        }
        guard let parent else { return }
        if isChannel(parent) {
            channel.take(element)
        } else if parent.is(.rss, "image"), element.name == "url", stack.count >= 2, isChannel(stack[stack.count - 2]) || stack.count == 2 {
            channel.takeImage(element)
        } else if parent.is(.atom, "author"), element.is(.atom, "name"), stack.count == 2 {
            channel.takeAtomAuthor(element)
        }
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) {
        add(string)
    }

    func parser(_ parser: XMLParser, foundCDATA block: Data) {
        add(String(decoding: block, as: UTF8.self))
    }

    func parser(_ parser: XMLParser, parseErrorOccurred error: any Error) {
        guard failure == nil, !XMLParserProblem.isNamespaceError(error) else { return }
        failure = .notXML(line: parser.lineNumber, column: parser.columnNumber, problem: XMLParserProblem.describe(error))
    }

    private func add(_ text: String) {
        if let owner = xhtmlOwner {
            stack[owner].text += Self.escaped(text)
        } else if let last = stack.indices.last, !Self.holdsElements(stack[last]) {
            stack[last].text += text
        }
    }

    /// Text inside kept XHTML markup, escaped so that reducing the markup gives it back.
    private static func escaped(_ text: String) -> String {
        text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
    }

    /// Whether `element` holds other elements rather than text, so that the white space
    /// between them need not be kept.
    private static func holdsElements(_ element: FeedElement) -> Bool {
        switch (element.namespace, element.name) {
        case (.rss, "rss"), (.rss, "channel"), (.rss, "item"), (.rss, "image"), (.rdf, "RDF"),
             (.atom, "feed"), (.atom, "entry"), (.atom, "author"), (.atom, "source"), (.itunes, "owner"), (.itunes, "category"):
            true
        default:
            false
        }
    }

    /// RSS's `channel`, or the root of an Atom feed.
    private func isChannel(_ element: FeedElement) -> Bool {
        element.is(.rss, "channel") || element.is(.atom, "feed")
    }

    private func isItem(_ element: FeedElement) -> Bool {
        guard stack.count >= 2 else { return false }
        let parent = stack[stack.count - 2]
        if element.is(.rss, "item") { return parent.is(.rss, "channel") || parent.is(.rdf, "RDF") }
        if element.is(.atom, "entry") { return parent.is(.atom, "feed") }
        return false
    }
}
