import Foundation

/// A page's title: its `og:title`, else the first `h1` in or near its main text, else its
/// `<title>`; a site's name after " | ", " - ", " – ", " — " or " · " cut off (from `og:title`
/// when it is the page's `og:site_name` or what is left is the `h1`; from `<title>` when it is
/// four words or fewer).
enum PageTitle {
    static let separators = [" | ", " - ", " – ", " — ", " · ", " :: ", " // ", " » "]

    /// The title from the page's metadata and its main heading; nil when it has neither.
    static func title(openGraph: String?, siteName: String?, heading: String?, documentTitle: String?) -> String? {
        let heading = heading.flatMap { $0.isEmpty ? nil : $0 }
        if let openGraph, !openGraph.isEmpty {
            if let heading, let (rest, _) = splitAtLastSeparator(openGraph), same(rest, heading) { return rest }
            if let siteName, let (rest, suffix) = splitAtLastSeparator(openGraph), same(suffix, siteName) { return rest }
            return openGraph
        }
        if let heading { return heading }
        if let documentTitle, !documentTitle.isEmpty {
            if let (rest, suffix) = splitAtLastSeparator(documentTitle),
               (siteName.map { same(suffix, $0) } ?? false) || ImportedText.wordCount(suffix) <= 4 {
                return rest
            }
            return documentTitle
        }
        return nil
    }

    /// A title made from a page's address: the last part of its path without its extension,
    /// "-" and "_" read as spaces, the first letter capitalised ("/2024/03/night-bus.html" →
    /// "Night bus"); else its host. Nil for an address with neither.
    static func title(fromAddress url: URL) -> String? {
        let last = url.deletingPathExtension().lastPathComponent
        let words = last.split(whereSeparator: { $0 == "-" || $0 == "_" || $0 == "+" || $0 == " " })
        if !words.isEmpty, last != "/", words.contains(where: { $0.contains(where: \.isLetter) }) {
            let text = words.joined(separator: " ")
            return text.prefix(1).uppercased() + text.dropFirst()
        }
        return url.host.flatMap { $0.isEmpty ? nil : $0 }
    }

    /// A title made from the first words of a text: up to 60 characters, cut at a word, "…" after.
    static func title(fromText text: String) -> String {
        guard text.count > 60 else { return text }
        var cut = String(text.prefix(60))
        if let space = cut.lastIndex(of: " ") { cut = String(cut[..<space]) }
        return cut.trimmingCharacters(in: .punctuationCharacters) + "…"
    }

    private static func splitAtLastSeparator(_ title: String) -> (String, String)? {
        let found = separators.compactMap { separator in title.range(of: separator, options: .backwards) }
        guard let range = found.max(by: { $0.lowerBound < $1.lowerBound }) else { return nil }
        let rest = ImportedText.singleLine(title[..<range.lowerBound])
        let suffix = ImportedText.singleLine(title[range.upperBound...])
        guard !rest.isEmpty, !suffix.isEmpty else { return nil }
        return (rest, suffix)
    }

    static func same(_ first: String, _ second: String) -> Bool {
        first.compare(second, options: [.caseInsensitive, .diacriticInsensitive]) == .orderedSame
    }
}
