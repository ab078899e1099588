/// Numbers written with digits, as the words they are read as: "21" → twenty one, "1,500" → one
/// thousand five hundred, "22nd" → twenty second, "3.5" → three point five, "50%" → fifty percent.
///
/// Cardinals have no "and" (the normaliser drops the "and" of "a hundred and five" instead), and
/// "one" before hundred, thousand and so on also stands for "a" (see ``WordNormalizer``). A number
/// with a leading zero ("007") or too long to say (more than 15 digits) is read digit by digit.
/// Zero from digits is also "oh" and "nought".
enum NumberWords {
    /// The words for `text`, lowercase, made of ASCII digits with at most a thousands separator,
    /// a decimal point, an ordinal ending (st, nd, rd, th) or a final percent sign; nil otherwise.
    static func words(for text: String) -> [DictationWord]? {
        if text.hasSuffix("%") {
            let number = String(text.dropLast())
            if number.isEmpty { return [percent] }
            return words(for: number).map { $0 + [percent] }
        }
        let characters = Array(text)
        guard let first = characters.first, WordSplitter.isDigit(first) else { return nil }

        if let last = characters.last, last.isLetter {
            let number = characters.prefix { !$0.isLetter }
            let suffix = String(characters[number.count...])
            guard ordinalSuffixes.contains(suffix),
                  number.allSatisfy(WordSplitter.isDigit) || isGroupedThousands(Array(number))
            else { return nil }
            return ordinal(String(number))
        }
        if characters.allSatisfy(WordSplitter.isDigit) {
            return integer(text)
        }
        if isGroupedThousands(characters) {
            return integer(text.filter { $0 != "," })
        }
        let decimalParts = text.split(separator: ".", omittingEmptySubsequences: false)
        if decimalParts.count == 2, !decimalParts[1].contains(",") {
            guard let whole = words(for: String(decimalParts[0])) else { return nil }
            return whole + [word("point")] + digitByDigit(String(decimalParts[1]))
        }
        // Separators that make no number ("1,2,3", "1.2.3"): each piece on its own.
        var result: [DictationWord] = []
        for piece in text.split(whereSeparator: { $0 == "," || $0 == "." }) {
            guard let pieceWords = words(for: String(piece)) else { return nil }
            result += pieceWords
        }
        return result.isEmpty ? nil : result
    }

    /// The cardinal words for `number` (0 … 999,999,999,999,999).
    static func cardinal(_ number: Int) -> [String] {
        precondition(number >= 0 && number <= maximum, "no words for \(number)")
        if number == 0 { return ["zero"] }
        var result: [String] = []
        var rest = number
        for (value, name) in scales where rest >= value {
            result += belowThousand(rest / value) + [name]
            rest %= value
        }
        if rest > 0 { result += belowThousand(rest) }
        return result
    }

    /// `word` (a cardinal number word) as an ordinal: one → first, twenty → twentieth.
    static func ordinal(of word: String) -> String {
        if let irregular = irregularOrdinals[word] { return irregular }
        if word.hasSuffix("y") { return String(word.dropLast()) + "ieth" }
        return word + "th"
    }

    static let maximum = 999_999_999_999_999

    /// Words that can follow "a" or "one" as in "a hundred", "one thousand".
    static let scaleWords: Set<String> = [
        "hundred", "thousand", "million", "billion", "trillion",
        "hundredth", "thousandth", "millionth", "billionth", "trillionth",
    ]

    /// The words of the numbers 1 … 99 as they are written after "hundred and" or "thousand and".
    static let belowHundredWords: Set<String> = {
        let cardinals = Array(units.dropFirst()) + tens.filter { !$0.isEmpty }
        return Set(cardinals + cardinals.map(ordinal(of:)))
    }()

    private static let units = [
        "zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten",
        "eleven", "twelve", "thirteen", "fourteen", "fifteen", "sixteen", "seventeen", "eighteen", "nineteen",
    ]
    private static let tens = ["", "", "twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety"]
    private static let scales = [
        (1_000_000_000_000, "trillion"), (1_000_000_000, "billion"), (1_000_000, "million"), (1_000, "thousand"),
    ]
    private static let irregularOrdinals = [
        "one": "first", "two": "second", "three": "third", "five": "fifth", "eight": "eighth",
        "nine": "ninth", "twelve": "twelfth",
    ]
    private static let ordinalSuffixes: Set<String> = ["st", "nd", "rd", "th"]
    private static let percent = word("percent")
    private static let zero = DictationWord(forms: ["zero", "oh", "nought"], display: "zero")

    private static func belowThousand(_ number: Int) -> [String] {
        var result: [String] = []
        if number >= 100 { result += [units[number / 100], "hundred"] }
        let rest = number % 100
        if rest >= 20 {
            result.append(tens[rest / 10])
            if rest % 10 > 0 { result.append(units[rest % 10]) }
        } else if rest > 0 {
            result.append(units[rest])
        }
        return result
    }

    private static func word(_ form: String) -> DictationWord {
        form == "zero" ? zero : DictationWord(form, display: form)
    }

    /// Digits as a whole number, or digit by digit when it starts with 0 or is too long.
    private static func integer(_ digits: String) -> [DictationWord] {
        if (digits.count > 1 && digits.hasPrefix("0")) || digits.count > 15 {
            return digitByDigit(digits)
        }
        return cardinal(Int(digits)!).map(word)
    }

    private static func digitByDigit(_ digits: String) -> [DictationWord] {
        digits.map { word(units[$0.wholeNumberValue!]) }
    }

    private static func ordinal(_ digits: String) -> [DictationWord]? {
        let filtered = digits.filter { $0 != "," }
        guard !filtered.isEmpty, filtered.count <= 15, let number = Int(filtered) else { return nil }
        var names = cardinal(number)
        names[names.count - 1] = ordinal(of: names[names.count - 1])
        return names.map(word)
    }

    /// "1,500", "12,345,678": one to three digits, then groups of three after commas.
    private static func isGroupedThousands(_ characters: [Character]) -> Bool {
        let groups = characters.split(separator: ",", omittingEmptySubsequences: false)
        guard groups.count > 1, let first = groups.first, (1...3).contains(first.count) else { return false }
        return groups.allSatisfy { $0.allSatisfy(WordSplitter.isDigit) }
            && groups.dropFirst().allSatisfy { $0.count == 3 }
    }
}
