import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif

/// Subscription lists as podcast apps import and export them (OPML 1.0 and 2.0).
public enum OPML {
    /// The feeds `bytes` list, in document order: outlines nested in folders are flattened,
    /// outlines without an `xmlUrl` (folders, links) are left out, and of outlines with the
    /// same `xmlUrl` only the first is kept. Attribute names are matched case aside
    /// ("xmlURL" is seen too).
    public static func read(_ bytes: some Collection<UInt8>) throws(OPMLError) -> [OPMLFeed] {
        let reader = Reader()
        let parser = XMLParser(data: XMLControlBytes.replaced(in: (bytes as? Data) ?? Data(bytes)))
        parser.shouldResolveExternalEntities = false
        parser.delegate = reader
        _ = parser.parse()
        if let failure = reader.failure { throw OPMLError(reason: failure) }
        guard reader.rootSeen else { throw OPMLError(reason: .notOPML(rootElement: nil)) }
        return reader.feeds
    }

    /// `feeds` as an OPML 2.0 document titled `title`, one `<outline type="rss">` each.
    public static func write(_ feeds: [OPMLFeed], title: String) -> String {
        var lines = [
            #"<?xml version="1.0" encoding="UTF-8"?>"#,
            #"<opml version="2.0">"#,
            "  <head>",
            "    <title>\(escaped(title))</title>",
            "  </head>",
            "  <body>",
        ]
        for feed in feeds {
            var attributes = [("type", "rss"), ("text", feed.title), ("title", feed.title), ("xmlUrl", feed.feedURL)]
            if let page = feed.pageURL { attributes.append(("htmlUrl", page)) }
            let written = attributes.map { "\($0.0)=\"\(escaped($0.1))\"" }.joined(separator: " ")
            lines.append("    <outline \(written)/>")
        }
        lines += ["  </body>", "</opml>", ""]
        return lines.joined(separator: "\n")
    }

    /// `text` fit for an attribute value or element text: control characters removed, the
    /// five XML specials and line breaks and tabs as references.
    static func escaped(_ text: String) -> String {
        var result = ""
        for character in ControlCharacters.removed(from: text) {
            switch character {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            case "'": result += "&apos;"
            case "\n": result += "&#10;"
            case "\t": result += "&#9;"
            default: result.append(character)
            }
        }
        return result
    }

    /// The `XMLParser` delegate collecting the outlines.
    private final class Reader: NSObject, XMLParserDelegate {
        var feeds: [OPMLFeed] = []
        var failure: OPMLError.Reason?
        var rootSeen = false
        private var urls: Set<String> = []

        func parser(
            _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
            qualifiedName: String?, attributes: [String: String] = [:]
        ) {
            if !rootSeen {
                rootSeen = true
                guard elementName.lowercased() == "opml" else {
                    failure = .notOPML(rootElement: elementName)
                    parser.abortParsing()
                    return
                }
            }
            guard elementName.lowercased() == "outline" else { return }
            var lowered: [String: String] = [:]
            for (name, value) in attributes { lowered[name.lowercased()] = value }
            guard let url = FeedText.token(lowered["xmlurl"]), urls.insert(url).inserted else { return }
            let title = (lowered["title"].flatMap { FeedText.line($0, markup: .text) })
                ?? (lowered["text"].flatMap { FeedText.line($0, markup: .text) })
                ?? url
            feeds.append(OPMLFeed(title: title, feedURL: url, pageURL: FeedText.token(lowered["htmlurl"])))
        }

        func parser(_ parser: XMLParser, parseErrorOccurred error: any Error) {
            guard failure == nil, !XMLParserProblem.isNamespaceError(error) else { return }
            failure = .notXML(line: parser.lineNumber, column: parser.columnNumber, problem: XMLParserProblem.describe(error))
        }
    }
}
