import Foundation

/// Finding a show's feed from its web page, and telling a page from a feed.
public enum FeedLinkDiscovery {
    /// The MIME types of the `<link rel="alternate">` tags that name a feed.
    private static let feedTypes: Set<String> = ["application/rss+xml", "application/atom+xml"]

    /// The feeds an HTML page links to with `<link rel="alternate" type="application/rss+xml"
    /// href="…">` (or Atom's type), in document order without repeats, resolved against the
    /// page's `<base href>` if it has one, else against `pageURL`.
    public static func feedLinks(inHTML bytes: some Collection<UInt8>, pageURL: String) -> [String] {
        var scanner = HTMLTagScanner(bytes)
        var base = pageURL
        var baseSeen = false
        var references: [String] = []
        while let tag = scanner.next() {
            switch tag.name {
            case "base":
                if !baseSeen, let href = tag.attributes["href"], let resolved = URLResolution.resolve(href, against: pageURL) {
                    base = resolved
                    baseSeen = true
                }
            case "link":
                let rel = (tag.attributes["rel"] ?? "").lowercased().split(whereSeparator: \.isWhitespace)
                let type = (tag.attributes["type"] ?? "").split(separator: ";").first.map { $0.trimmingCharacters(in: .whitespaces).lowercased() } ?? ""
                if rel.contains("alternate"), feedTypes.contains(type), let href = tag.attributes["href"] {
                    references.append(href)
                }
            default:
                break
            }
        }
        var seen: Set<String> = []
        return references.compactMap { URLResolution.resolve($0, against: base) }.filter { seen.insert($0).inserted }
    }

    /// Whether `bytes` begin as a feed does: their first element (after any byte order mark,
    /// XML declaration, comments, processing instructions and doctype) is `rss`, `feed` or
    /// `RDF`, with or without a prefix.
    public static func looksLikeFeed(_ bytes: some Collection<UInt8>) -> Bool {
        guard let name = firstElementName(Array(bytes.prefix(65_536))) else { return false }
        let local = name.split(separator: ":").last.map(String.init) ?? name
        return local == "rss" || local == "feed" || local == "RDF"
    }

    private static func firstElementName(_ bytes: [UInt8]) -> String? {
        var index = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        func skipPast(_ literal: String) {
            let pattern = Array(literal.utf8)
            while index < bytes.count, !bytes[index...].starts(with: pattern) { index += 1 }
            index = min(index + pattern.count, bytes.count)
        }
        while index < bytes.count {
            let byte = bytes[index]
            if byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D {
                index += 1
                continue
            }
            guard byte == UInt8(ascii: "<"), index + 1 < bytes.count else { return nil }
            let rest = bytes[(index + 1)...]
            if rest.starts(with: Array("!--".utf8)) {
                skipPast("-->")
            } else if rest.first == UInt8(ascii: "?") {
                skipPast("?>")
            } else if rest.first == UInt8(ascii: "!") {
                // A doctype, perhaps with an internal subset in brackets.
                var depth = 0
                while index < bytes.count {
                    if bytes[index] == UInt8(ascii: "[") { depth += 1 }
                    if bytes[index] == UInt8(ascii: "]") { depth -= 1 }
                    index += 1
                    if bytes[index - 1] == UInt8(ascii: ">"), depth <= 0 { break }
                }
            } else {
                let name = rest.prefix { byte in
                    !(byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D || byte == UInt8(ascii: ">") || byte == UInt8(ascii: "/"))
                }
                return name.isEmpty ? nil : String(decoding: name, as: UTF8.self)
            }
        }
        return nil
    }
}
