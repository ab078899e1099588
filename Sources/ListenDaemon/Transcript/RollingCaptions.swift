/// Rolling automatic captions (YouTube's, as `yt-dlp --write-auto-subs` saves them) made into
/// clean lines.
///
/// In such a file each spoken line first appears as the last line of a cue whose words carry
/// timestamp tags (`word<00:00:01.469><c> to</c>…`), under the line before it; then in a cue of
/// about 10 ms holding it alone; then again as the top line of the next cue. Read as they are,
/// every line would be heard three times.
///
/// A file is taken as rolling when some cue has timestamp tags and at least a fifth of its cues
/// start with the line the cue before them ended with. Then each cue's lines that repeat the
/// lines already given are dropped, and each new line becomes one line of the transcript: it
/// starts with the cue that brought it (its words timed by the tags, the first word at the cue's
/// start) and ends where the next line starts (the last where its cue ends). Cues that bring no
/// new line (the short freeze cues) leave nothing.
enum RollingCaptions {
    /// Whether `cues` (in file order) are rolling captions.
    static func isRolling(_ cues: [CueCollection.Cue]) -> Bool {
        guard cues.count >= 2, cues.contains(where: { $0.text.words != nil }) else { return false }
        var repeats = 0
        for index in 1..<cues.count {
            let previous = cues[index - 1].text.text.split(separator: "\n")
            let current = cues[index].text.text.split(separator: "\n")
            if let last = previous.last, current.first == last { repeats += 1 }
        }
        return repeats >= 1 && repeats * 5 >= cues.count
    }

    /// The clean lines of the rolling `cues`, in the order they start.
    static func clean(_ cues: [CueCollection.Cue]) -> [CueCollection.Cue] {
        let ordered = cues.enumerated().sorted { ($0.element.start, $0.offset) < ($1.element.start, $1.offset) }.map(\.element)
        var given: [String] = []
        var result: [CueCollection.Cue] = []
        for cue in ordered {
            let lines = cue.text.text.split(separator: "\n").map(String.init)
            for line in newLines(lines, after: given) {
                let timed: [CueText.CueWord]? = cue.text.words.flatMap { words(of: line, in: $0) }
                let start = timed?.first?.start ?? cue.start
                result.append(CueCollection.Cue(start: start, end: cue.end,
                                                text: CueText(text: line, speaker: cue.text.speaker, words: timed)))
                given.append(line)
            }
        }
        // Each line ends where the next one starts; the last keeps its cue's end.
        for index in result.indices.dropLast() where result[index + 1].start > result[index].start {
            result[index].end = result[index + 1].start
        }
        // A line whose words were all timed at its cue's very end has no time to be heard.
        return result.filter { $0.end > $0.start }
    }

    /// The lines of a cue (`lines`) that are new: those after the longest run of its first lines
    /// that repeats the last lines given.
    private static func newLines(_ lines: [String], after given: [String]) -> ArraySlice<String> {
        var repeated = min(lines.count, given.count)
        while repeated > 0, !lines.prefix(repeated).elementsEqual(given.suffix(repeated)) { repeated -= 1 }
        return lines.dropFirst(repeated)
    }

    /// The timed words of the cue that make up `line` (its words are on the cue's last lines;
    /// they are matched from the end of the cue's words), or nil when they do not spell it.
    private static func words(of line: String, in words: [CueText.CueWord]) -> [CueText.CueWord]? {
        let wanted = line.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        var taken: [CueText.CueWord] = []
        for word in words.reversed() {
            taken.insert(word, at: 0)
            let spelled = taken.map(\.text).joined(separator: " ")
            if spelled == wanted { return taken }
            if spelled.count > wanted.count { break }
        }
        return nil
    }
}
