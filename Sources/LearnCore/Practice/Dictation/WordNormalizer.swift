/// Turns a text into the words the scorer compares.
///
/// Each word as written (see ``WordSplitter``) is lowercased (Unicode-aware) in NFC with curly
/// apostrophes made straight, split at hyphens ("well-known" → well known), and then expanded:
/// numbers in digits to words (``NumberWords``), contractions to their words (``Contractions``),
/// "&" to "and", and a mix of letters and digits at the boundaries ("3pm" → three pm). Diacritics
/// stay: "café" and "cafe" differ.
///
/// Then, over the whole text: "per cent" is "percent"; the "and" between hundred, thousand, …
/// and a number below a hundred is dropped ("a hundred and five" = "105"); and "a" or "one"
/// before hundred, thousand, … may be either ("a hundred" = "one hundred" = "100"). A dropped
/// word's token joins the token before it.
enum WordNormalizer {
    static func normalize(_ text: String) -> NormalizedText {
        let canonical = WordSplitter.canonical(text)
        // A long text repeats its words: each is normalised once.
        var known: [Substring: [DictationWord]] = [:]
        let tokens = WordSplitter.words(in: canonical).map { range in
            let written = canonical[range]
            let words = known[written] ?? words(of: String(written))
            known[written] = words
            return DictationToken(display: String(written), words: words, range: range)
        }
        return NormalizedText(text: canonical, tokens: applyingPhraseRules(to: tokens))
    }

    /// `written` in lowercase with straight apostrophes and plain hyphens.
    static func key(_ written: String) -> String {
        String(written.lowercased().map { character -> Character in
            if WordSplitter.isApostrophe(character) { return "'" }
            if WordSplitter.isHyphen(character) { return "-" }
            return character
        })
    }

    /// The words of one word as written.
    static func words(of written: String) -> [DictationWord] {
        if written == "&" { return [DictationWord("and", display: "&")] }
        if written.allSatisfy({ $0.isLetter && !WordSplitter.isApostrophe($0) }) {
            // Most words: no apostrophe (ʼ is a letter), hyphen or digit. "cannot" is the one
            // contraction among them.
            let text = written.lowercased()
            if text != "cannot" { return [DictationWord(text, display: written)] }
        }
        return written.split(whereSeparator: WordSplitter.isHyphen).flatMap { part in
            // Quotes inside a hyphenated word: rock-'n'-roll.
            var part = part
            while let first = part.first, WordSplitter.isApostrophe(first) { part = part.dropFirst() }
            while let last = part.last, WordSplitter.isApostrophe(last) { part = part.dropLast() }
            return part.isEmpty ? [] : wordsOfPart(String(part))
        }
    }

    /// The words of a part without hyphens.
    private static func wordsOfPart(_ written: String) -> [DictationWord] {
        let text = key(written)
        if let words = Contractions.expand(text, display: written) { return words }
        if let words = NumberWords.words(for: text) { return words }
        if text.contains(where: WordSplitter.isDigit), text.contains(where: { !WordSplitter.isDigit($0) }) {
            return splitAtDigits(written).flatMap { run in
                NumberWords.words(for: key(run)) ?? [DictationWord(key(run), display: run)]
            }
        }
        return [DictationWord(text, display: written)]
    }

    /// "3pm" → ["3", "pm"], "mp3" → ["mp", "3"]: runs of digits and of everything else.
    private static func splitAtDigits(_ written: String) -> [String] {
        var runs: [String] = []
        var current = ""
        for character in written {
            if let last = current.last, WordSplitter.isDigit(last) != WordSplitter.isDigit(character) {
                runs.append(current)
                current = ""
            }
            current.append(character)
        }
        if !current.isEmpty { runs.append(current) }
        return runs.filter { run in run.contains { $0.isLetter || $0.isNumber } }
    }

    /// A word's place: its token, and its index among that token's words.
    private struct Place: Hashable {
        var token: Int
        var word: Int
    }

    private static func applyingPhraseRules(to tokens: [DictationToken]) -> [DictationToken] {
        var tokens = tokens
        let places = tokens.indices.flatMap { token in
            tokens[token].words.indices.map { Place(token: token, word: $0) }
        }
        func word(_ index: Int) -> DictationWord? {
            places.indices.contains(index) ? tokens[places[index].token].words[places[index].word] : nil
        }
        func has(_ index: Int, _ form: String) -> Bool {
            word(index)?.forms.contains(form) == true
        }
        func hasAny(_ index: Int, _ forms: Set<String>) -> Bool {
            word(index).map { !$0.forms.isDisjoint(with: forms) } == true
        }

        var dropped: Set<Place> = []
        for index in places.indices {
            let place = places[index]
            if has(index, "per") && has(index + 1, "cent") {
                tokens[place.token].words[place.word] = DictationWord("percent", display: "per cent")
                dropped.insert(places[index + 1])
            } else if has(index, "and"), hasAny(index - 1, NumberWords.scaleWords),
                      hasAny(index + 1, NumberWords.belowHundredWords) {
                dropped.insert(place)
            } else if hasAny(index, ["a", "one"]), hasAny(index + 1, NumberWords.scaleWords) {
                tokens[place.token].words[place.word].forms.formUnion(["a", "one"])
            }
        }
        guard !dropped.isEmpty else { return tokens }

        var result: [DictationToken] = []
        var leadingWithoutWords: DictationToken?
        for (tokenIndex, token) in tokens.enumerated() {
            var token = token
            token.words = token.words.indices
                .filter { !dropped.contains(Place(token: tokenIndex, word: $0)) }
                .map { token.words[$0] }
            if token.words.isEmpty {
                if result.isEmpty {
                    leadingWithoutWords = leadingWithoutWords.map { joined($0, token) } ?? token
                } else {
                    result[result.count - 1] = joined(result[result.count - 1], token)
                }
            } else {
                result.append(leadingWithoutWords.map { joined($0, token) } ?? token)
                leadingWithoutWords = nil
            }
        }
        return result
    }

    /// `first` and `second` as one token.
    private static func joined(_ first: DictationToken, _ second: DictationToken) -> DictationToken {
        DictationToken(
            display: first.display + " " + second.display, words: first.words + second.words,
            range: first.range.lowerBound..<second.range.upperBound)
    }
}
