/// A line of a made transcript: its words (each keeping its time) and the line's own times.
public struct MadeLine: Equatable, Sendable {
    public var words: [TimedWord]
    public var start: Double
    public var end: Double

    public init(words: [TimedWord], start: Double, end: Double) {
        self.words = words
        self.start = start
        self.end = end
    }

    public var text: String { words.map(\.text).joined(separator: " ") }
}
