/// A spelling slip: the typed word is one letter off the expected one.
///
/// One letter added, left out or changed, or two neighbouring letters swapped (Damerau distance
/// 1); and the expected word has at least 3 letters, so "a"/"I", "in"/"on" and "is"/"it" are
/// simply wrong. A letter is a Character (a grapheme in NFC), so "café" and "cafe" are a slip.
enum SpellingSlip {
    static let shortestWord = 3

    static func isSlip(typed: String, expected: String) -> Bool {
        let expected = Array(expected)
        return expected.count >= shortestWord && isOneEditApart(Array(typed), expected)
    }

    /// Exactly one insertion, deletion, substitution or swap of neighbours turns `a` into `b`.
    static func isOneEditApart(_ a: [Character], _ b: [Character]) -> Bool {
        if a.count == b.count {
            var first = 0
            while first < a.count && a[first] == b[first] { first += 1 }
            if first == a.count { return false }
            // Changed at `first`, or swapped with the next letter.
            var rest = first + 1
            if rest < a.count && a[first] == b[rest] && a[rest] == b[first] { rest += 1 }
            while rest < a.count && a[rest] == b[rest] { rest += 1 }
            return rest == a.count
        }
        let (shorter, longer) = a.count < b.count ? (a, b) : (b, a)
        guard longer.count == shorter.count + 1 else { return false }
        var index = 0
        while index < shorter.count && shorter[index] == longer[index] { index += 1 }
        while index < shorter.count && shorter[index] == longer[index + 1] { index += 1 }
        return index == shorter.count
    }
}
