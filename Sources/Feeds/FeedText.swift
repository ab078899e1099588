import Foundation

/// How the text of a feed's elements becomes text to show: one line for names and titles,
/// paragraphs for descriptions, HTML reduced, control characters always removed.
enum FeedText {
    /// What an element's text is, as Atom's `type` attribute says; RSS leaves it to be guessed.
    enum Markup {
        case text, html, guessed

        /// Atom's `type`: "text" (or none), "html", "xhtml" (whose markup the reader has kept
        /// as HTML), or a MIME type.
        init(atomType: String?) {
            switch atomType?.lowercased() {
            case nil, "text", "text/plain": self = .text
            default: self = .html
            }
        }
    }

    /// `raw` on one line; nil when nothing is left.
    static func line(_ raw: String, markup: Markup = .guessed) -> String? {
        let reduced: String
        switch markup {
        case .html: reduced = HTMLText.plainText(fromHTML: raw)
        case .guessed where HTMLText.containsTag(raw): reduced = HTMLText.plainText(fromHTML: raw)
        case .text, .guessed: reduced = raw
        }
        let line = HTMLText.singleLine(reduced)
        return line.isEmpty ? nil : line
    }

    /// `raw` as paragraphs of plain text; nil when nothing is left.
    static func paragraphs(_ raw: String, markup: Markup = .guessed) -> String? {
        let text: String
        switch markup {
        case .html: text = HTMLText.plainText(fromHTML: raw)
        case .guessed: text = HTMLText.plainText(from: raw)
        case .text: text = HTMLText.plainText(from: raw.replacingOccurrences(of: "<", with: "&lt;"))
        }
        return text.isEmpty ? nil : text
    }

    /// `raw` trimmed, without control characters; nil when nothing is left. For identifiers,
    /// MIME types and language codes.
    static func token(_ raw: String?) -> String? {
        guard let raw else { return nil }
        let token = ControlCharacters.removed(from: raw).trimmingCharacters(in: .whitespacesAndNewlines)
        return token.isEmpty ? nil : token
    }

    /// A whole number as feeds write one ("3", " 12 ", "4.0"); nil for anything else.
    static func wholeNumber(_ raw: String?) -> Int? {
        guard let token = token(raw) else { return nil }
        if let value = Int(token) { return value }
        guard let value = Double(token), value.rounded() == value, abs(value) < 1e9 else { return nil }
        return Int(value)
    }
}
