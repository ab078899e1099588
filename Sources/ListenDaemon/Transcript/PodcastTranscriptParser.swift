import ListenProtocol

/// Reads a Podcasting 2.0 JSON transcript (`application/json` in `<podcast:transcript>`):
/// `{"version": "1.0.0", "segments": [{"speaker", "startTime", "endTime", "body"}, …]}`, times in
/// seconds.
///
/// A segment of several words is a line as it is. Segments of one word each (the form with word
/// times) are gathered into lines, each word keeping its times: a line ends after a word that
/// ends a sentence (`.`, `?`, `!`, `…`), before a change of speaker, before a pause of more than
/// ``pauseBetweenLines`` seconds, and after ``longestLine`` words. A segment whose times cannot
/// be read is skipped with a problem naming it; a file that is not such JSON is refused.
enum PodcastTranscriptParser {
    /// A pause that ends a line of single-word segments, in seconds.
    static let pauseBetweenLines = 1.0
    /// The most single-word segments in one line.
    static let longestLine = 20

    private struct Segment {
        var start: Int
        var end: Int
        var body: String
        var speaker: String?
        var number: Int
    }

    static func parse(_ bytes: [UInt8], name: String) throws(TranscriptError) -> Transcript {
        let json: JSONValue
        do throws(JSONParser.Failure) {
            json = try JSONParser.parse(bytes: bytes)
        } catch {
            throw TranscriptError("\(name) is not JSON (\(error.description)).")
        }
        guard case .object(let root) = json, case .array(let items)? = root["segments"] else {
            throw TranscriptError("\(name) is JSON but not a podcast transcript (an object with a \"segments\" array).")
        }
        var collection = CueCollection(name: name, unit: "segment")
        var segments: [Segment] = []
        for (offset, item) in items.enumerated() {
            guard case .object(let fields) = item, case .number(let start)? = fields["startTime"],
                  case .number(let end)? = fields["endTime"], start.isFinite, end.isFinite, start >= 0,
                  start < 1e12, end < 1e12 else {
                collection.skip(.at(name, line: offset + 1, unit: "segment", "this segment has no readable \"startTime\" and \"endTime\" in seconds; it was skipped"))
                continue
            }
            var body = ""
            if case .string(let text)? = fields["body"] { body = CueText.withoutControlCharacters(text) }
            var speaker: String?
            if case .string(let text)? = fields["speaker"] {
                let cleaned = TranscriptSourceLines.trimmed(CueText.withoutControlCharacters(text))
                speaker = cleaned.isEmpty ? nil : String(cleaned)
            }
            segments.append(Segment(start: Int((start * 1000).rounded()), end: Int((end * 1000).rounded()),
                                    body: String(TranscriptSourceLines.trimmed(body)), speaker: speaker, number: offset + 1))
        }
        var words: [Segment] = []
        func endLine() {
            guard let first = words.first, let last = words.last else { return }
            let text = words.map(\.body).joined(separator: " ")
            collection.append(start: first.start, end: max(last.end, first.start), timingLine: first.number,
                              text: CueText(text: text, speaker: first.speaker,
                                            words: words.map { CueText.CueWord(text: $0.body, start: $0.start) }))
            words = []
        }
        for segment in segments where !segment.body.isEmpty {
            let isWord = !segment.body.contains(where: \.isWhitespace)
            guard isWord else {
                endLine()
                collection.append(start: segment.start, end: segment.end, timingLine: segment.number,
                                  text: CueText(text: segment.body, speaker: segment.speaker))
                continue
            }
            if let last = words.last, last.speaker != segment.speaker
                || Double(segment.start - last.end) / 1000 > pauseBetweenLines || segment.start < last.start {
                endLine()
            }
            words.append(segment)
            if endsSentence(segment.body) || words.count >= longestLine { endLine() }
        }
        endLine()
        return collection.transcript()
    }

    private static func endsSentence(_ word: String) -> Bool {
        let trimmed = word.reversed().drop { "\"'”’»)".contains($0) }
        guard let last = trimmed.first else { return false }
        return ".?!…。？！".contains(last)
    }
}
