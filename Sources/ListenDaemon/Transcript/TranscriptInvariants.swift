import ListenProtocol

/// What every transcript read holds to, checked by the tests and the transcript fuzzer: lines
/// numbered from 1 in start order, each ending after it starts, with words and no control
/// characters; words in order; the line heard at any moment is running then.
public enum TranscriptInvariants {
    /// The first rule `transcript` breaks, as a sentence, or nil.
    public static func firstBroken(in transcript: Transcript) -> String? {
        var previousStart = -Double.infinity
        for (offset, line) in transcript.lines.enumerated() {
            if line.index != offset + 1 { return "line \(offset + 1) is numbered \(line.index)" }
            if line.start < previousStart { return "line \(line.index) starts before the line before it" }
            if !(line.end > line.start) { return "line \(line.index) does not end after it starts" }
            if line.text.isEmpty { return "line \(line.index) has no words" }
            let texts = [line.text, line.speaker ?? ""] + (line.words ?? []).map(\.text)
            if texts.contains(where: { $0.unicodeScalars.contains(where: CueText.isControl) }) {
                return "line \(line.index) holds a control character"
            }
            if let words = line.words {
                if words.isEmpty { return "line \(line.index) has an empty list of words" }
                for (index, word) in words.enumerated() {
                    if word.text.isEmpty { return "word \(index + 1) of line \(line.index) is empty" }
                    if word.end < word.start { return "word \(index + 1) of line \(line.index) ends before it starts" }
                    if index > 0, word.start < words[index - 1].start { return "the words of line \(line.index) are out of order" }
                }
            }
            for position in [line.start, (line.start + line.end) / 2] {
                guard let heard = transcript.line(at: position), heard.contains(position) else {
                    return "no line is heard at \(position), inside line \(line.index)"
                }
            }
            previousStart = line.start
        }
        return nil
    }
}
