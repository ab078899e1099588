/// Splits timed words into lines a learner can practise: at sentence ends and pauses, about
/// 1–10 s and at most about 65 characters, never inside a word. A line ends where a paragraph
/// of a given text ends; a paragraph that already fits stays one line when
/// ``keepsFittingParagraphs`` is set (a script's own lines are kept).
public struct LineBreaker: Sendable {
    public var maxCharacters = 65
    public var maxDuration = 10.0
    public var minDuration = 1.0
    /// A pause this long ends a line that is long enough.
    public var pause = 0.7
    /// A pause this long ends a line whatever its length.
    public var longPause = 1.5
    /// How long a line stays on after its last word, unless the next line starts sooner.
    public var tail = 0.2
    /// The shortest a line lasts.
    public var minimumLength = 0.1
    public var keepsFittingParagraphs = false

    public init(keepsFittingParagraphs: Bool = false) {
        self.keepsFittingParagraphs = keepsFittingParagraphs
    }

    public func lines(_ words: [TimedWord]) -> [MadeLine] {
        var groups: [[TimedWord]] = []
        var paragraph: [TimedWord] = []
        for word in words {
            paragraph.append(word)
            if word.endsParagraph {
                groups += split(paragraph)
                paragraph = []
            }
        }
        if !paragraph.isEmpty { groups += split(paragraph) }
        var lines: [MadeLine] = []
        for (index, group) in groups.enumerated() {
            let start = group.first!.start
            // A line of words never heard (a title that is not read out) still lasts a moment:
            // a cue that does not end after it starts is no cue.
            var end = max(group.last!.end + tail, start + minimumLength)
            if index + 1 < groups.count { end = max(group.last!.end, min(end, groups[index + 1].first!.start)) }
            // With no room at all before the next line (words placed at one instant), it overlaps it.
            if end <= start { end = start + minimumLength }
            lines.append(MadeLine(words: group, start: start, end: end))
        }
        return lines
    }

    private func fits(_ words: ArraySlice<TimedWord>) -> Bool {
        guard let first = words.first, let last = words.last else { return true }
        return characters(words) <= maxCharacters && last.end - first.start <= maxDuration
    }

    private func characters(_ words: ArraySlice<TimedWord>) -> Int {
        words.reduce(0) { $0 + $1.text.count } + max(0, words.count - 1)
    }

    /// One paragraph's lines.
    private func split(_ paragraph: [TimedWord]) -> [[TimedWord]] {
        if keepsFittingParagraphs, fits(paragraph[...]) { return [paragraph] }
        var lines: [[TimedWord]] = []
        var line: [TimedWord] = []
        var index = 0
        while index < paragraph.count {
            let word = paragraph[index]
            if !line.isEmpty, !fits((line + [word])[...]) {
                // The word does not fit: end the line at its best place, and go on from there.
                let cut = bestCut(line, next: word)
                lines.append(Array(line[..<cut]))
                line = Array(line[cut...])
                continue
            }
            line.append(word)
            index += 1
            guard index < paragraph.count else { break }
            let next = paragraph[index]
            let length = word.end - line.first!.start
            let gap = next.start - word.end
            if gap >= longPause || (length >= minDuration && (word.endsSentence || gap >= pause)) {
                lines.append(line)
                line = []
            }
        }
        if !line.isEmpty { lines.append(line) }
        return lines
    }

    /// Whether a line may well start with `word`: a conjunction or a word that opens a clause, in
    /// English, Spanish or French.
    static func opensClause(_ word: TimedWord) -> Bool {
        clauseOpeners.contains(WordKey.of(word.text))
    }

    private static let clauseOpeners: Set<String> = [
        "and", "but", "or", "so", "because", "when", "while", "which", "who", "that", "if", "although", "since", "until",
        "y", "e", "pero", "o", "porque", "cuando", "mientras", "que", "si", "aunque", "donde",
        "et", "mais", "ou", "donc", "parce", "quand", "pendant", "qui", "lorsque", "bien",
    ]

    /// Where to end a line that `next` does not fit on: after the word that ends a sentence,
    /// then a clause, then before a conjunction, and before the longest pause, preferring places
    /// that leave lines of even length; `line.count` ends it just before `next`. Never before the
    /// first word.
    private func bestCut(_ line: [TimedWord], next: TimedWord) -> Int {
        let whole = line + [next]
        let total = Double(characters(whole[...]))
        var best = line.count, bestScore = -Double.infinity
        for cut in 1...line.count {
            let word = whole[cut - 1], after = whole[cut]
            let gap = max(0, after.start - word.end)
            var score = min(gap, 1.5) * 4
            if word.endsSentence { score += 6 } else if word.endsClause { score += 3 } else if Self.opensClause(after) { score += 1.5 }
            // Even lengths are better than a tiny first or last line.
            let share = Double(characters(whole[..<cut])) / total
            score -= abs(share - 0.5) * 4
            if score > bestScore {
                bestScore = score
                best = cut
            }
        }
        return best
    }
}
