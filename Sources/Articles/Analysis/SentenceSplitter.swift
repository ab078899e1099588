/// Splits a paragraph into sentences: after `.`, `!`, `?` or `…` (and any closing quotes or
/// brackets) followed by white space, except after a short list of abbreviations and initials,
/// and when the next word starts with a lowercase letter (“Really?” she asked.).
public enum SentenceSplitter {
    /// Abbreviations after which a full stop does not end a sentence (lowercase, without the stop).
    static let abbreviations: Set<String> = [
        "a.m", "p.m", "mr", "mrs", "ms", "dr", "prof", "st", "mt", "jr", "sr", "vs", "etc", "e.g", "i.e", "approx", "no", "fig",
        "jan", "feb", "mar", "apr", "jun", "jul", "aug", "sep", "sept", "oct", "nov", "dec", "inc", "ltd", "co",
    ]

    /// The sentences of `text`, trimmed, in order; none for a text without letters or digits.
    public static func sentences(in text: String) -> [String] {
        let characters = Array(text)
        var sentences: [String] = []
        var start = 0
        var index = 0
        while index < characters.count {
            let character = characters[index]
            guard ".!?…".contains(character) else { index += 1; continue }
            var end = index + 1
            while end < characters.count, ".!?…\"'”’)]".contains(characters[end]) { end += 1 }
            let atEnd = end == characters.count
            if atEnd || characters[end].isWhitespace {
                var next = end
                while next < characters.count, characters[next].isWhitespace { next += 1 }
                if next < characters.count, characters[next].isLowercase {
                    index = end
                    continue
                }
                if character == ".", !atEnd, isAbbreviation(characters, before: index) {
                    index = end
                    continue
                }
                append(characters[start..<end], to: &sentences)
                start = end
            }
            index = end
        }
        append(characters[start...], to: &sentences)
        return sentences
    }

    private static func append(_ slice: ArraySlice<Character>, to sentences: inout [String]) {
        let sentence = String(slice).trimmingWhitespace()
        if sentence.contains(where: { $0.isLetter || $0.isNumber }) { sentences.append(sentence) }
    }

    /// Whether the word ending just before the full stop at `stop` is an abbreviation or an initial.
    private static func isAbbreviation(_ characters: [Character], before stop: Int) -> Bool {
        var start = stop
        while start > 0, characters[start - 1].isLetter || characters[start - 1] == "." { start -= 1 }
        let word = String(characters[start..<stop]).lowercased()
        if word.count == 1, characters[start].isUppercase { return true }
        return abbreviations.contains(word)
    }
}

extension String {
    func trimmingWhitespace() -> String {
        var slice = Substring(self)
        while let first = slice.first, first.isWhitespace { slice.removeFirst() }
        while let last = slice.last, last.isWhitespace { slice.removeLast() }
        return String(slice)
    }
}
