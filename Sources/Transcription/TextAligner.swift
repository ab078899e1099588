/// Gives a text the times of the words a recogniser heard: an edit-distance alignment of the
/// text's words to the heard words (compared without case, accents or punctuation; a word spelled
/// almost the same counts as heard), computed in a band around the diagonal so that an hour of
/// speech aligns in moments. Words the recogniser missed are placed between their neighbours,
/// over the heard words in that stretch when there are any, in proportion to their length. The
/// text keeps its own spelling, punctuation and case.
public enum TextAligner {
    public static func align(_ text: GivenText, to heard: [RecognisedWord], duration: Double? = nil) -> TextAlignment {
        let given = text.words.map { Array(WordKey.of($0.text).unicodeScalars) }
        let keys = heard.map { Array(WordKey.of($0.text).unicodeScalars) }
        let pairs = pairing(given, keys)
        var words = text.words.map { TimedWord(text: $0.text, start: 0, end: 0, matched: false, endsParagraph: $0.endsParagraph) }
        var matched = 0
        for (i, j) in pairs.enumerated() {
            guard let j, cost(given[i], keys[j]) <= 0.5 else { continue }
            words[i].start = heard[j].start
            words[i].end = max(heard[j].end, heard[j].start)
            words[i].matched = true
            matched += 1
        }
        placeUnmatched(&words, pairs: pairs, heard: heard, duration: duration)
        return TextAlignment(words: words, matched: matched)
    }

    /// For each given word, the heard word it is paired with (matched or substituted), if any.
    static func pairing(_ given: [[Unicode.Scalar]], _ heard: [[Unicode.Scalar]]) -> [Int?] {
        let n = given.count, m = heard.count
        guard n > 0 else { return [] }
        guard m > 0 else { return Array(repeating: nil, count: n) }
        let width = max(200, abs(n - m) + 50)
        func band(_ i: Int) -> ClosedRange<Int> {
            let centre = i * m / n
            return max(0, centre - width)...min(m, centre + width)
        }
        // Directions: 0 diagonal, 1 from above (a given word unheard), 2 from the left (a heard word extra).
        var offsets = [Int](repeating: 0, count: n + 2)
        var bands: [ClosedRange<Int>] = []
        bands.reserveCapacity(n + 1)
        for i in 0...n {
            bands.append(band(i))
            offsets[i + 1] = offsets[i] + bands[i].count
        }
        var directions = [UInt8](repeating: 0, count: offsets[n + 1])
        let infinity = Double.greatestFiniteMagnitude / 4
        var previous = [Double](repeating: infinity, count: m + 1)
        var current = [Double](repeating: infinity, count: m + 1)
        for j in bands[0] {
            previous[j] = Double(j)
            directions[offsets[0] + j - bands[0].lowerBound] = 2
        }
        for i in 1...n {
            let range = bands[i], above = bands[i - 1]
            for j in range {
                var best = above.contains(j) ? previous[j] + 1 : infinity
                var direction: UInt8 = 1
                if j > 0 {
                    if above.contains(j - 1) {
                        let diagonal = previous[j - 1] + cost(given[i - 1], heard[j - 1])
                        if diagonal <= best { best = diagonal; direction = 0 }
                    }
                    if range.contains(j - 1), current[j - 1] + 1 < best { best = current[j - 1] + 1; direction = 2 }
                }
                current[j] = best
                directions[offsets[i] + j - range.lowerBound] = direction
            }
            for j in above { previous[j] = infinity }
            swap(&previous, &current)
        }
        var pairs = [Int?](repeating: nil, count: n)
        var i = n, j = m
        while i > 0 || j > 0 {
            let range = bands[i]
            guard range.contains(j) else { break }
            let direction = i == 0 ? 2 : directions[offsets[i] + j - range.lowerBound]
            switch direction {
            case 0:
                pairs[i - 1] = j - 1
                i -= 1
                j -= 1
            case 1: i -= 1
            default: j -= 1
            }
        }
        return pairs
    }

    /// 0 for the same word, 0.5 for one spelled almost the same, 1 otherwise.
    static func cost(_ a: String, _ b: String) -> Double {
        cost(Array(a.unicodeScalars), Array(b.unicodeScalars))
    }

    /// ``cost(_:_:)`` of words as their scalars, worked out once per word: it runs for every cell.
    static func cost(_ a: [Unicode.Scalar], _ b: [Unicode.Scalar]) -> Double {
        if a == b { return a.isEmpty ? 1 : 0 }
        let shorter = min(a.count, b.count), longer = max(a.count, b.count)
        guard shorter >= 4, longer - shorter <= 2 else { return 1 }
        let distance = editDistance(a, b)
        if distance <= 1 || (shorter >= 7 && distance <= 2) { return 0.5 }
        return 1
    }

    private static func editDistance(_ a: [Unicode.Scalar], _ b: [Unicode.Scalar]) -> Int {
        var row = Array(0...b.count)
        for i in 1...a.count {
            var diagonal = row[0]
            row[0] = i
            for j in 1...b.count {
                let above = row[j]
                row[j] = min(row[j] + 1, row[j - 1] + 1, diagonal + (a[i - 1] == b[j - 1] ? 0 : 1))
                diagonal = above
            }
        }
        return row[b.count]
    }

    /// Gives each run of unmatched words times between the matched words around it.
    private static func placeUnmatched(_ words: inout [TimedWord], pairs: [Int?], heard: [RecognisedWord], duration: Double?) {
        var i = 0
        while i < words.count {
            guard !words[i].matched else { i += 1; continue }
            var k = i
            while k < words.count, !words[k].matched { k += 1 }
            // words[i..<k] are unmatched; the heard words paired with them mark their stretch.
            let before = i > 0 ? words[i - 1].end : nil
            let after = k < words.count ? words[k].start : nil
            let inside = pairs[i..<k].compactMap { $0 }
            var low = before ?? 0, high = after ?? (duration ?? (heard.last?.end ?? before ?? 0))
            if let first = inside.first, let last = inside.last {
                low = max(low, heard[first].start)
                high = min(high, max(heard[last].end, heard[first].start))
            } else if after == nil, duration == nil {
                // Nothing heard after them: as long as they take to say at an ordinary pace.
                high = low + Double(words[i..<k].reduce(0) { $0 + $1.text.count }) * 0.07
            }
            if high < low { high = low }
            let weights = words[i..<k].map { Double(WordKey.of($0.text).count + 1) }
            let total = weights.reduce(0, +)
            var at = low
            for (offset, weight) in weights.enumerated() {
                let length = (high - low) * weight / total
                words[i + offset].start = at
                words[i + offset].end = at + length
                at += length
            }
            i = k
        }
    }
}
