/// Finds the names closest to a mistyped one, for "did you mean" messages.
public enum ClosestMatches {
    /// Up to `limit` candidates that plausibly match `query`, best first.
    ///
    /// A candidate matches when it contains the query (case-insensitively), or when its
    /// edit distance to the query is at most a third of the longer string's length.
    public static func find(_ query: String, in candidates: [String], limit: Int = 3) -> [String] {
        let needle = normalize(query)
        guard !needle.isEmpty else { return [] }
        var scored: [(name: String, score: Int)] = []
        for candidate in candidates {
            let hay = normalize(candidate)
            if hay == needle { scored.append((candidate, -2)); continue }
            if hay.contains(needle) || needle.contains(hay) { scored.append((candidate, -1)); continue }
            let distance = editDistance(Array(needle), Array(hay))
            let allowed = max(2, max(needle.count, hay.count) / 3)
            if distance <= allowed { scored.append((candidate, distance)) }
        }
        return scored
            .sorted { $0.score != $1.score ? $0.score < $1.score : $0.name < $1.name }
            .prefix(limit)
            .map(\.name)
    }

    /// A sentence fragment such as `Did you mean "Travel Dialogue 1"?`, or nil without matches.
    public static func suggestion(for query: String, in candidates: [String]) -> String? {
        let matches = find(query, in: candidates)
        guard !matches.isEmpty else { return nil }
        let quoted = matches.map { "\"\($0)\"" }
        let list = quoted.count == 1
            ? quoted[0]
            : quoted.dropLast().joined(separator: ", ") + " or " + quoted.last!
        return "Did you mean \(list)?"
    }

    static func normalize(_ text: String) -> String {
        String(text.lowercased().filter { !$0.isWhitespace && $0 != "-" && $0 != "_" })
    }

    /// Levenshtein distance with adjacent transpositions counted as one edit.
    static func editDistance(_ a: [Character], _ b: [Character]) -> Int {
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var previous2 = [Int](repeating: 0, count: b.count + 1)
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    current[j] = min(current[j], previous2[j - 2] + 1)
                }
            }
            (previous2, previous, current) = (previous, current, previous2)
        }
        return previous[b.count]
    }
}
