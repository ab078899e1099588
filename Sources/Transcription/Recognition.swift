/// What a recording was heard to say: the language (given or detected), the audio's length and
/// the segments of speech in order. No segments: no speech was heard.
public struct Recognition: Equatable, Sendable {
    /// The language code (`en`, `es`, `fr` …) the speech was transcribed in.
    public var language: String
    /// How sure the detection was (1 when the language was given).
    public var languageProbability: Double
    /// The audio's length in seconds.
    public var duration: Double
    public var segments: [RecognisedSegment]

    public init(language: String, languageProbability: Double, duration: Double, segments: [RecognisedSegment]) {
        self.language = language
        self.languageProbability = languageProbability
        self.duration = duration
        self.segments = segments
    }

    /// Every word heard, in order.
    public var words: [RecognisedWord] { segments.flatMap(\.words) }

    /// The text heard, segments joined by spaces.
    public var text: String {
        segments.map { $0.text.trimmingSpaces }.filter { !$0.isEmpty }.joined(separator: " ")
    }
}

extension String {
    var trimmingSpaces: String {
        var s = Substring(self)
        while let first = s.first, first.isWhitespace { s.removeFirst() }
        while let last = s.last, last.isWhitespace { s.removeLast() }
        return String(s)
    }
}
