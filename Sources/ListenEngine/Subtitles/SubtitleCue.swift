/// One cue of an embedded subtitle track: when it is shown and its text as the track stores it.
public struct SubtitleCue: Equatable, Sendable {
    /// Milliseconds from the start of the recording.
    public var start: Int
    public var end: Int
    /// The packet's text, in the track's ``SubtitleTextFormat`` (markup not yet removed).
    public var text: String

    public init(start: Int, end: Int, text: String) {
        self.start = start
        self.end = end
        self.text = text
    }
}
