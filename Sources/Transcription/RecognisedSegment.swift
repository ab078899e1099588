/// A stretch of speech as the recogniser gave it: its text and its words, each with its times.
public struct RecognisedSegment: Equatable, Sendable {
    public var start: Double
    public var end: Double
    public var text: String
    public var words: [RecognisedWord]

    public init(start: Double, end: Double, text: String, words: [RecognisedWord]) {
        self.start = start
        self.end = end
        self.text = text
        self.words = words
    }
}
