import Foundation

/// Splits text into its words as written, without the punctuation around them.
///
/// A word is a run of letters and digits that may contain apostrophes and hyphens ("don't",
/// "well-known"), a comma or full stop between digits ("1,500", "3.5"), and a percent sign ("50%").
/// Everything else separates words: white space, punctuation (. , ! ? ; : " ( ) [ ] … « » ¡ ¿),
/// dashes, other symbols and emoji. Apostrophes and hyphens at either end are dropped, so quotes
/// around a word ('hello') are punctuation. An ampersand is a word on its own.
enum WordSplitter {
    /// The text in Unicode NFC, which the ranges of ``words(in:)`` refer to.
    static func canonical(_ text: String) -> String {
        text.precomposedStringWithCanonicalMapping
    }

    /// The words of `text` (already ``canonical(_:)``) as ranges of it, in order.
    static func words(in text: String) -> [Range<String.Index>] {
        var words: [Range<String.Index>] = []
        var start: String.Index?
        var previous: Character?
        var index = text.startIndex

        func finish(at end: String.Index) {
            if let wordStart = start, let trimmed = trimmingJoiners(text, wordStart..<end) {
                words.append(trimmed)
            }
            start = nil
        }

        while index < text.endIndex {
            let character = text[index]
            let next = text.index(after: index)
            let following = next < text.endIndex ? text[next] : nil
            if character == "&" {
                finish(at: index)
                words.append(index..<next)
            } else if belongsInWord(character, previous: start == nil ? nil : previous, next: following) {
                if start == nil { start = index }
            } else {
                finish(at: index)
            }
            previous = character
            index = next
        }
        finish(at: text.endIndex)
        return words
    }

    /// The words of `text` as written.
    static func split(_ text: String) -> [String] {
        let text = canonical(text)
        return words(in: text).map { String(text[$0]) }
    }

    static func isApostrophe(_ character: Character) -> Bool {
        apostrophes.contains(character)
    }

    static func isHyphen(_ character: Character) -> Bool {
        hyphens.contains(character)
    }

    private static let apostrophes: Set<Character> = ["'", "\u{2019}", "\u{2018}", "\u{02BC}", "`", "\u{00B4}", "\u{2032}"]
    /// Hyphen-minus, hyphen and non-breaking hyphen; en and em dashes separate words.
    private static let hyphens: Set<Character> = ["-", "\u{2010}", "\u{2011}"]

    private static func belongsInWord(_ character: Character, previous: Character?, next: Character?) -> Bool {
        if character.isLetter || character.isNumber || character == "%" { return true }
        if isApostrophe(character) || isHyphen(character) { return true }
        if character == "," || character == "." {
            return previous.map(isDigit) == true && next.map(isDigit) == true
        }
        return false
    }

    static func isDigit(_ character: Character) -> Bool {
        character.isASCII && character.isNumber
    }

    /// The range without apostrophes and hyphens at either end; nil when nothing else is left.
    private static func trimmingJoiners(_ text: String, _ range: Range<String.Index>) -> Range<String.Index>? {
        var lower = range.lowerBound
        var upper = range.upperBound
        func isJoiner(_ character: Character) -> Bool { isApostrophe(character) || isHyphen(character) }
        while lower < upper, isJoiner(text[lower]) {
            lower = text.index(after: lower)
        }
        while lower < upper, isJoiner(text[text.index(before: upper)]) {
            upper = text.index(before: upper)
        }
        return lower < upper ? lower..<upper : nil
    }
}
