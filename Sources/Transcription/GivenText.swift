import Foundation

/// A text to align, as words in their written form: one paragraph per non-empty line of the
/// text; a mark that stands alone (`—`, `-`, `…`) joins the word before it (or after it, at a
/// line's start).
public struct GivenText: Equatable, Sendable {
    public struct Word: Equatable, Sendable {
        public var text: String
        public var endsParagraph: Bool
    }

    public var words: [Word]

    public init(_ text: String) {
        var words: [Word] = []
        for line in text.split(whereSeparator: \.isNewline) {
            let first = words.count
            var prefix = ""
            for token in line.split(whereSeparator: \.isWhitespace) {
                let text = String(token)
                if !WordKey.of(text).isEmpty {
                    words.append(Word(text: prefix + text, endsParagraph: false))
                    prefix = ""
                } else if words.count > first {
                    words[words.count - 1].text += " " + text
                } else {
                    // A mark that opens a line (a dialogue dash) goes with the word after it.
                    prefix += text + " "
                }
            }
            if words.count > first { words[words.count - 1].endsParagraph = true }
        }
        self.words = words
    }
}

/// A word as it is compared: lower case, without accents, only its letters and digits.
enum WordKey {
    static func of(_ text: String) -> String {
        let scalars = text.lowercased().decomposedStringWithCanonicalMapping.unicodeScalars.filter {
            $0.properties.generalCategory != .nonspacingMark && ($0.properties.isAlphabetic || ("0"..."9").contains($0))
        }
        return String(String.UnicodeScalarView(scalars))
    }
}
