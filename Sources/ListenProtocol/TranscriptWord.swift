/// One word of a transcript line with the moment it is heard: from a WebVTT timestamp tag, a
/// word-level JSON transcript, or a transcription.
public struct TranscriptWord: WireObject, Equatable, Sendable {
    /// The word as written (with its punctuation), without control characters.
    public var text: String
    /// Seconds into the recording.
    public var start: Double
    /// Where the next word starts, or the line's end for its last word.
    public var end: Double

    public init(text: String, start: Double, end: Double) {
        self.text = text
        self.start = start
        self.end = end
    }

    public static let wireDefaults = TranscriptWord(text: "", start: 0, end: 0)

    /// Times to the millisecond.
    public static let wireFields = WireFields<TranscriptWord>([
        .field("text", \.text, .required),
        .milliseconds("start", \.start, .required),
        .milliseconds("end", \.end, .required),
    ])
}
