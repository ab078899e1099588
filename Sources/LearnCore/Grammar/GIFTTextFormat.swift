import Feeds
import Foundation

/// The text formats a GIFT text may name at its start: `[moodle]` (the default), `[html]`,
/// `[plain]` and `[markdown]`.
enum GIFTTextFormat: String, CaseIterable {
    case moodle, html, plain, markdown

    /// The text a GIFT text stands for, once cut out of its question with its escapes still as
    /// placeholders (see ``GIFTEscapes``): its own format, if it names one at its start, else
    /// `format`; HTML reduced to text, escapes resolved, control characters other than line
    /// breaks left out, spaces at the ends trimmed.
    static func read(_ raw: String, in format: GIFTTextFormat) -> (text: String, format: GIFTTextFormat) {
        var text = Substring(raw.trimmingCharacters(in: .whitespacesAndNewlines))
        var format = format
        if text.hasPrefix("["), let close = text.firstIndex(of: "]"),
           let named = GIFTTextFormat(rawValue: String(text[text.index(after: text.startIndex)..<close])) {
            format = named
            text = text[text.index(after: close)...]
        }
        var plain = GIFTEscapes.restored(String(text)).trimmingCharacters(in: .whitespacesAndNewlines)
        if format == .html { plain = Feeds.HTMLText.plainText(fromHTML: plain) }
        return (withoutControlCharacters(plain), format)
    }

    /// `text` without control characters: tabs become spaces, line breaks stay.
    static func withoutControlCharacters(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: { $0.properties.generalCategory == .control && $0 != "\n" }) else {
            return text.trimmingCharacters(in: .whitespacesAndNewlines)
        }
        var scalars = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            if scalar == "\t" { scalars.append(" ") }
            else if scalar == "\n" || scalar.properties.generalCategory != .control { scalars.append(scalar) }
        }
        return String(scalars).trimmingCharacters(in: .whitespacesAndNewlines)
    }
}
