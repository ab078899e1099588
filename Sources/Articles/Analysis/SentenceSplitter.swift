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
        let scalars = Array(text.unicodeScalars)
        func isEnd(_ scalar: Unicode.Scalar) -> Bool { scalar == "." || scalar == "!" || scalar == "?" || scalar == "…" }
        func isCloser(_ scalar: Unicode.Scalar) -> Bool {
            isEnd(scalar) || scalar == "\"" || scalar == "'" || scalar == "”" || scalar == "’" || scalar == ")" || scalar == "]"
        }
        var sentences: [String] = []
        var start = 0
        var index = 0
        while index < scalars.count {
            let scalar = scalars[index]
            guard isEnd(scalar) else { index += 1; continue }
            var end = index + 1
            while end < scalars.count, isCloser(scalars[end]) { end += 1 }
            let atEnd = end == scalars.count
            if atEnd || scalars[end].properties.isWhitespace {
                var next = end
                while next < scalars.count, scalars[next].properties.isWhitespace { next += 1 }
                if next < scalars.count, scalars[next].properties.isLowercase {
                    index = end
                    continue
                }
                if scalar == ".", !atEnd, isAbbreviation(scalars, before: index) {
                    index = end
                    continue
                }
                append(scalars[start..<end], to: &sentences)
                start = end
            }
            index = end
        }
        append(scalars[start...], to: &sentences)
        return sentences
    }

    private static func append(_ slice: ArraySlice<Unicode.Scalar>, to sentences: inout [String]) {
        var view = String.UnicodeScalarView()
        view.append(contentsOf: slice)
        let sentence = String(view).trimmingWhitespace()
        if sentence.unicodeScalars.contains(where: { $0.properties.isAlphabetic || $0.properties.numericType != nil }) {
            sentences.append(sentence)
        }
    }

    /// Whether the word ending just before the full stop at `stop` is an abbreviation or an initial.
    private static func isAbbreviation(_ scalars: [Unicode.Scalar], before stop: Int) -> Bool {
        var start = stop
        while start > 0, scalars[start - 1].properties.isAlphabetic || scalars[start - 1] == "." { start -= 1 }
        var view = String.UnicodeScalarView()
        view.append(contentsOf: scalars[start..<stop])
        let word = String(view).lowercased()
        if stop - start == 1, scalars[start].properties.isUppercase { return true }
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
