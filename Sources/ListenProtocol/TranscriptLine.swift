/// One cue of a recording's transcript: in the `transcript` reply, and as the status's `line`.
public struct TranscriptLine: WireObject, Equatable, Sendable {
    /// 1-based, in the order the cues are heard.
    public var index: Int
    /// Seconds into the recording.
    public var start: Double
    public var end: Double
    /// The cue's words, markup removed, lines joined by a newline, without control characters.
    public var text: String
    /// Who speaks (from WebVTT's `<v Name>`), or null.
    public var speaker: String?
    /// The line's words with their times, in order, when the source gives them (WebVTT timestamp
    /// tags, a word-level JSON transcript); nil otherwise.
    public var words: [TranscriptWord]?

    public init(index: Int, start: Double, end: Double, text: String, speaker: String? = nil, words: [TranscriptWord]? = nil) {
        self.index = index
        self.start = start
        self.end = end
        self.text = text
        self.speaker = speaker
        self.words = words
    }

    /// The 1-based number of the word heard at `position` (the last one started, while the line
    /// is heard), or nil without word times or outside the line.
    public func word(at position: Double) -> Int? {
        guard let words, !words.isEmpty, contains(position), position >= words[0].start else { return nil }
        var low = 0
        var high = words.count
        while low < high {
            let middle = (low + high) / 2
            if words[middle].start > position { high = middle } else { low = middle + 1 }
        }
        return low
    }

    /// Whether the cue is heard at `position`: from its start, up to (not including) its end.
    public func contains(_ position: Double) -> Bool {
        start <= position && position < end
    }

    /// What reading starts from; every member but `speaker` is required.
    public static let wireDefaults = TranscriptLine(index: 0, start: 0, end: 0, text: "")

    /// Times to the millisecond; `speaker` is always present (null when unknown); `words` only
    /// when the line has word times.
    public static let wireFields = WireFields<TranscriptLine>([
        .field("index", \.index, .required),
        .milliseconds("start", \.start, .required),
        .milliseconds("end", \.end, .required),
        .field("text", \.text, .required),
        .field("speaker", \.speaker),
        .field("words", \.words, .omittedWhenNull),
    ])
}
