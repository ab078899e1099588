/// Numbers written with digits, as the words a reader says for them.
enum SpokenNumber {
    private static let ones = [
        "zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten",
        "eleven", "twelve", "thirteen", "fourteen", "fifteen", "sixteen", "seventeen", "eighteen", "nineteen",
    ]
    private static let tens = ["", "", "twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety"]

    /// The words for a whole number from 0 to 9999, without "and": 15 → fifteen,
    /// 2024 → two thousand twenty four, 300 → three hundred. Four-digit numbers from 1100 to
    /// 1999 that are no whole hundred are read as years, as they mostly are in sentences:
    /// 1984 → nineteen eighty four, 1905 → nineteen oh five (`asYear: false` reads them as amounts).
    static func words(for number: Int, asYear: Bool = true) -> [String]? {
        guard (0...9999).contains(number) else { return nil }
        if asYear, (1100...1999).contains(number), number % 100 != 0 {
            let rest = number % 100
            return belowHundred(number / 100) + (rest < 10 ? ["oh", ones[rest]] : belowHundred(rest))
        }
        if number == 0 { return ["zero"] }
        var words: [String] = []
        if number >= 1000 { words += [ones[number / 1000], "thousand"] }
        if number % 1000 >= 100 { words += [ones[number % 1000 / 100], "hundred"] }
        if number % 100 > 0 { words += belowHundred(number % 100) }
        return words
    }

    /// The ordinal for 1st, 2nd, 3rd, 4th … 9999th: 21 → twenty first, 12 → twelfth.
    static func ordinalWords(for number: Int) -> [String]? {
        guard number > 0, var words = words(for: number, asYear: false), let last = words.popLast() else { return nil }
        let irregular = ["one": "first", "two": "second", "three": "third", "five": "fifth", "eight": "eighth",
                         "nine": "ninth", "twelve": "twelfth"]
        if let ordinal = irregular[last] {
            words.append(ordinal)
        } else if last.hasSuffix("y") {
            words.append(last.dropLast() + "ieth")
        } else {
            words.append(last + "th")
        }
        return words
    }

    private static func belowHundred(_ number: Int) -> [String] {
        if number < 20 { return [ones[number]] }
        return number % 10 == 0 ? [tens[number / 10]] : [tens[number / 10], ones[number % 10]]
    }
}
